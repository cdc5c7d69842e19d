Feature: Hand-written withdrawal (harness check)

  Scenario: Sign in, withdraw the UX Designer application
    Given I open "/"
    When I click "Sign in"
    And I fill "Email" with "chloe.bernard@mail.test"
    And I fill "Password" with "Green-Desk-26"
    And I click "role=button:Sign in"
    And I click "My applications"
    And I click "Withdraw" in "UX Designer"
    And I select "The salary does not suit me" from "Reason for withdrawing"
    And I click "Confirm withdrawal"
    Then I should see "has been withdrawn"
