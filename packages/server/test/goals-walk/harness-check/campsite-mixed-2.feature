Feature: Hand-written stay cancellation (harness check)

  Scenario: James Whitfield cancels the safari lodge RES-48390 for work reasons
    Given I open "/en/my-account"
    When I fill "Email" with "james.whitfield@mail.test"
    And I fill "Password" with "Dune&Surf27"
    And I click "role=button:Sign in"
    And I click "Cancel" in "RES-48390"
    And I select "Work" from "Reason for cancelling"
    And I check "I confirm that I want to cancel this stay"
    And I click "role=button:Cancel my stay"
    Then I should see "08/12/2026"
