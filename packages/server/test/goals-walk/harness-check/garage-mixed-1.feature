Feature: Hand-written brake invoice payment (harness check)

  Scenario: Marc pays INV-1243
    Given I open "/signin"
    When I fill "Email" with "marc.tremblay@mail.test"
    And I fill "Password" with "Garage-Nord-88"
    And I click "role=button:Sign in"
    And I click "Invoices"
    And I click "Pay" in "INV-1243"
    And I fill "Name on card" with "Marc Tremblay"
    And I fill "Card number" with "4000 0566 5566 5556"
    And I fill "Expiry date (MM/YY)" with "12/27"
    And I fill "Security code (CVC)" with "321"
    And I click "role=button:Pay $412.36"
    Then I should see "PAY-88"
