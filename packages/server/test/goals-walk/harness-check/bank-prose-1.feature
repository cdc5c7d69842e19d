Feature: Hand-written standing order to the PEL (harness check)

  Scenario: Hélène saves 90 € a month from May to December
    Given I open "/connexion"
    When I fill "Numéro client" with "31195807"
    And I fill "Mot de passe" with "Pessac.33"
    And I click "role=button:Se connecter"
    And I click "Virements"
    And I select "Compte courant Essentiel — n° 00033390101 (612,45 €)" from "Compte à débiter"
    And I select "Plan d’épargne logement — n° 00033390180" from "Bénéficiaire"
    And I fill "Montant (€)" with "90"
    And I fill "Libellé (visible par le bénéficiaire)" with "Épargne logement"
    And I fill "Date d’exécution" with "05/05/2026"
    And I check "Rendre ce virement permanent (répété automatiquement)"
    And I select "Chaque mois" from "Fréquence"
    And I fill "Date de la dernière échéance (facultatif)" with "05/12/2026"
    And I click "Vérifier le virement"
    And I click "Confirmer le virement"
    Then I should see "VIR-712"
