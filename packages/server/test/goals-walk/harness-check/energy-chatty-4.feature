Feature: Hand-written debit day and paperless billing (harness check)

  Scenario: Claire moves her debit to the 15th and goes paperless
    Given I open "/signin"
    When I fill "Customer number" with "40029137"
    And I fill "Password" with "Soleil-2026"
    And I click "role=button:Sign in"
    And I click "Payment schedule"
    And I select "15" from "Debit day"
    And I click "Change debit day"
    And I check "Paperless billing: invoices by email only"
    And I fill "Email for invoices" with "claire.martin@mail.test"
    And I click "Save preferences"
    Then I should see "claire.martin@mail.test"
