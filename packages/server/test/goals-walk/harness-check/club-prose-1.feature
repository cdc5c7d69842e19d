Feature: Hand-written cancellation in English (harness check)

  Scenario: Sarah cancels her Friday vinyasa yoga because of the flu
    Given I open "/"
    When I select "English" from "Langue / Language"
    And I click "Member area"
    And I fill "Email address" with "sarah.mitchell@mail.test"
    And I fill "Password" with "Smash-Point9"
    And I click "role=button:Sign in"
    And I click "Cancel" in "RSV-50242"
    And I select "Illness or injury" from "Reason for cancelling"
    And I click "Continue"
    And I click "Yes, cancel my booking"
    Then I should see "RSV-50242 cancelled"
