Feature: Hand-written pet profile update (harness check)

  Scenario: Sandrine Vidal updates Moka's vaccination date and allergies
    Given I open "/mon-compte"
    When I fill "Adresse e-mail" with "sandrine.vidal@mail.test"
    And I fill "Mot de passe" with "Biscotte-2026"
    And I click "role=button:Se connecter"
    And I click "Mes animaux"
    And I click "Modifier la fiche" in "Moka"
    And I fill "Date du dernier rappel de vaccins" with "2026-12-03"
    And I fill "Allergies ou intolérances alimentaires" with "Poulet, bœuf"
    And I click "Enregistrer la fiche"
    Then I should see "Poulet, bœuf"
