Feature: Hand-written member address change (harness check)

  Scenario: Claire Dumont moves to boulevard Lachèze
    Given I open "/connexion"
    When I fill "E-mail" with "claire.dumont@mail.test"
    And I fill "Mot de passe" with "Valmont-2026"
    And I click "role=button:Se connecter"
    And I click "Mon adhésion"
    And I fill "Adresse" with "27 boulevard Lachèze"
    And I fill "Code postal" with "42600"
    And I fill "Ville" with "Montbrison"
    And I click "Enregistrer l’adresse"
    Then I should see "27 boulevard Lachèze"
