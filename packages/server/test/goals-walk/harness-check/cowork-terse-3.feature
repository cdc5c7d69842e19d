Feature: Hand-written invoice sent by email (harness check)

  Scenario: Claire Dubreuil sends INV-2026-1121 to her accountant
    Given I open "/fr/"
    When I click "Espace membre"
    And I fill "E-mail" with "claire.dubreuil@mail.test"
    And I fill "Mot de passe" with "Ruche-2026!"
    And I click "role=button:Se connecter"
    And I click "Factures"
    And I click "Envoyer par e-mail" in "INV-2026-1121"
    And I fill "Adresse e-mail du destinataire" with "compta@studio-dubreuil.test"
    And I check "M’envoyer une copie"
    And I click "Envoyer la facture"
    Then I should see "compta@studio-dubreuil.test"
