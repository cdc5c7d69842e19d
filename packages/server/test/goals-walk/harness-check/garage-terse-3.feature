Feature: Hand-written invoice payment (harness check)

  Scenario: Sophie pays invoice INV-1201
    Given I open "/"
    When I click "Sign in"
    And I fill "Email" with "sophie.gagnon@mail.test"
    And I fill "Password" with "Pneus&Cafe2026"
    And I click "role=button:Sign in"
    And I click "Invoices"
    And I click "Pay" in "INV-1201"
    And I fill "Name on card" with "Sophie Gagnon"
    And I fill "Card number" with "5555 5555 5555 4444"
    And I fill "Expiry date (MM/YY)" with "11/27"
    And I fill "Security code (CVC)" with "456"
    And I click "role=button:Pay $236.54"
    Then I should see "PAY-88"
