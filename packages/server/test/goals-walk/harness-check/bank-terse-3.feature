Feature: Hand-written card block (harness check)

  Scenario: Claire's Visa Classic 4821 was stolen
    Given I open "/connexion"
    When I fill "Numéro client" with "40218735"
    And I fill "Mot de passe" with "Garonne-2026"
    And I click "role=button:Se connecter"
    And I click "Cartes"
    And I click "Faire opposition" in "Visa Classic •••• 4821"
    And I check "Vol"
    And I fill "Date de la perte ou du vol (facultatif, JJ/MM/AAAA)" with "11/04/2026"
    And I check "Je confirme vouloir faire opposition sur cette carte"
    And I click "Confirmer l’opposition"
    Then I should see "OPP-339"
