Feature: Hand-written invoice lookup (harness check)

  Scenario: Sandrine Lefort finds the deposit invoice of RES-48213
    Given I open "/en/"
    When I click "My account"
    And I fill "Email" with "sandrine.lefort@mail.test"
    And I fill "Password" with "Pins-Bleus-33!"
    And I click "role=button:Sign in"
    And I click "Invoices"
    Then I should see "FAC-2027-0038"
