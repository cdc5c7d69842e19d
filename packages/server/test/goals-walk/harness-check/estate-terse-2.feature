Feature: Hand-written cancellation of a viewing in English (harness check)

  Scenario: James cancels the Friday viewing of the duplex because he found another property
    Given I open "/"
    When I click "English"
    And I click "Client area"
    And I fill "Email address" with "james.porter@mail.test"
    And I fill "Password" with "Loire#Home7"
    And I click "role=button:Sign in"
    And I click "My viewings"
    And I click "Cancel" in "VIS-3051"
    And I select "I found another property" from "Reason for cancelling"
    And I click "Confirm the cancellation"
    Then I should see "VIS-3051 cancelled"
