Feature: Hand-written profile update (harness check)

  Scenario: Karim moves to Talence
    Given I open "/connexion"
    When I fill "Numéro client" with "57630142"
    And I fill "Mot de passe" with "Chartrons#88"
    And I click "role=button:Se connecter"
    And I click "Profil"
    And I fill "Téléphone mobile" with "07 84 12 56 30"
    And I fill "Adresse e-mail" with "karim.benali@proton.test"
    And I fill "Adresse postale" with "27 rue Camille-Pelletan"
    And I fill "Code postal" with "33400"
    And I fill "Ville" with "Talence"
    And I click "Enregistrer les modifications"
    Then I should see "ont été mises à jour"
