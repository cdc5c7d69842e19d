Feature: Hand-written job search (harness check)

  Scenario: Data jobs in Lyon, permanent, hybrid
    Given I open "/"
    When I click "Find jobs"
    And I fill "Keywords" with "data"
    And I select "Lyon" from "Location"
    And I check "Permanent (CDI)"
    And I check "Hybrid"
    And I click "Search jobs"
    Then I should see "Data Analyst"
