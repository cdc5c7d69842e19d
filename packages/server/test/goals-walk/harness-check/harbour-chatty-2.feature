Feature: Hand-written payment day (harness check)

  Scenario: Sign in, then the Payments tab
    Given I open "/login"
    When I fill "Email or customer number" with "claire.dubois@mail.test"
    And I fill "Password" with "Harbour#2026"
    And I click "role=button:Sign in"
    And I click "Payments"
    And I check "15th of the month"
    And I click "Change payment day"
    Then I should see "changed to the 15th"
