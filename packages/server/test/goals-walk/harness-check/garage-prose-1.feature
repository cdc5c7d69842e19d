Feature: Hand-written reschedule in the account (harness check)

  Scenario: Marc moves BK-20311 to Friday, April 17 at 10:00 AM
    Given I open "/"
    When I click "Sign in"
    And I fill "Email" with "marc.tremblay@mail.test"
    And I fill "Password" with "Garage-Nord-88"
    And I click "role=button:Sign in"
    And I click "Appointments"
    And I click "Reschedule" in "BK-20311"
    And I click "css=button[value=\"2026-04-17T10:00\"]"
    Then I should see "has been moved to Friday, April 17 at 10:00 AM"
