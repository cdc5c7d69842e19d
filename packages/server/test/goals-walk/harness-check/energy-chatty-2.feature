Feature: Hand-written invoice payment (harness check)

  Scenario: David pays FAC-2026-0719
    Given I open "/signin"
    When I fill "Customer number" with "40031588"
    And I fill "Password" with "Maple#Tree9"
    And I click "role=button:Sign in"
    And I click "Invoices"
    And I click "Pay"
    And I fill "Name on card" with "David Hughes"
    And I fill "Card number" with "4970 1012 3456 7890"
    And I fill "Expiry date" with "09/28"
    And I fill "Security code (CVC)" with "123"
    And I click "Pay €71.30"
    Then I should see "PAY-"
