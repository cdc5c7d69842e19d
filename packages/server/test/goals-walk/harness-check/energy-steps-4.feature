Feature: Hand-written invoice download in French (harness check)

  Scenario: Switch to French, download FAC-2026-0402
    Given I open "/"
    When I click "FR"
    And I click "Espace client"
    And I fill "Numéro client" with "40031588"
    And I fill "Mot de passe" with "Maple#Tree9"
    And I click "role=button:Se connecter"
    And I click "Factures"
    And I click "css=a[href='/account/invoices/FAC-2026-0402/download']"
    Then I should see "est prête"
