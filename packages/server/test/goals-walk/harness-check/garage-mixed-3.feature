Feature: Hand-written reschedule of the Mazda brakes (harness check)

  Scenario: Sophie moves BK-20327 to Monday, April 20 at 10:00 AM
    Given I open "/signin"
    When I fill "Email" with "sophie.gagnon@mail.test"
    And I fill "Password" with "Pneus&Cafe2026"
    And I click "role=button:Sign in"
    And I click "Appointments"
    And I click "Reschedule" in "BK-20327"
    And I click "Next week →"
    And I click "css=button[value=\"2026-04-20T10:00\"]"
    Then I should see "moved to Monday, April 20"
