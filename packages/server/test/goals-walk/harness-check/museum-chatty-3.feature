Feature: Hand-written ticket cancellation (harness check)

  Scenario: James Porter cancels BIL-30633 for illness
    Given I open "/"
    When I click "EN"
    And I click "Sign in"
    And I fill "Email" with "james.porter@mail.test"
    And I fill "Password" with "Forez*Art7"
    And I click "role=button:Sign in"
    And I click "Cancel" in "BIL-30633"
    And I select "Illness" from "Reason for cancelling"
    And I click "Continue"
    And I click "Yes, cancel this ticket"
    Then I should see "Ticket BIL-30633 is cancelled"
