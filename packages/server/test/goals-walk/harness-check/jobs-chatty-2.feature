Feature: Hand-written job ad by an employer (harness check)

  Scenario: Sign in as Northwind Retail, post a job
    Given I open "/"
    When I click "Sign in"
    And I fill "Email" with "hr@northwind.test"
    And I fill "Password" with "Northwind-HR-7"
    And I click "role=button:Sign in"
    And I click "Post a job"
    And I fill "Job title" with "Supply Chain Analyst"
    And I select "Lille" from "Location"
    And I select "Permanent (CDI)" from "Contract"
    And I fill "css=#smin" with "40000"
    And I fill "css=#smax" with "47000"
    And I fill "Job description" with "Join our logistics team to forecast stock levels across 40 stores."
    And I click "Publish"
    Then I should see "BWJ-31"
