Feature: Hand-written cancellation in English (harness check)

  Scenario: Switch to English, sign in, cancel VEB-33102
    Given I open "/"
    When I click "EN"
    And I click "Sign in"
    And I fill "Email or customer number" with "tom.harris@mail.test"
    And I fill "Password" with "Coach&Tea7"
    And I click "role=button:Sign in"
    And I click "Cancel"
    And I select "Change of plans" from "Reason for cancelling"
    And I check "I confirm I want to cancel this trip"
    And I click "Cancel the trip"
    Then I should see "has been cancelled"
