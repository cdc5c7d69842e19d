Feature: Hand-written transfer between own accounts (harness check)

  Scenario: 200 € from the Livret A back to the current account
    Given I open "/connexion"
    When I fill "Numéro client" with "40218735"
    And I fill "Mot de passe" with "Garonne-2026"
    And I click "role=button:Se connecter"
    And I click "Virements"
    And I select "Livret A — n° 00045890160 (8 650,00 €)" from "Compte à débiter"
    And I select "Compte courant Essentiel — n° 00045890101" from "Bénéficiaire"
    And I fill "Montant (€)" with "200"
    And I fill "Libellé (visible par le bénéficiaire)" with "Retour épargne"
    And I click "Vérifier le virement"
    And I click "Confirmer le virement"
    Then I should see "8 450,00 €"
