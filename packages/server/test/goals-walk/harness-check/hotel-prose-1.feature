Feature: Hand-written cancellation in English with a note (harness check)

  Scenario: David Miller cancels the family room because his son is ill
    Given I open "/"
    When I click "EN"
    And I click "Guest area"
    And I fill "Email address" with "david.miller@mail.test"
    And I fill "Password" with "Dinan*Walls8"
    And I click "role=button:Sign in"
    And I click "Cancel" in "RES-24502"
    And I select "Illness" from "Reason for cancelling"
    And I fill "A note for the reception (optional)" with "Our son is ill, we hope to come back in the spring."
    And I click "Continue"
    And I click "Yes, cancel my booking"
    Then I should see "Booking RES-24502 has been cancelled"
