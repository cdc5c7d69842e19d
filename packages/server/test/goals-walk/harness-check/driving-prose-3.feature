Feature: Hand-written paper copy of the learner's booklet (harness check)

  Scenario: Manon Le Roux asks for a copy to collect at the agency
    Given I open "/fr/espace-eleve/documents"
    When I fill "E-mail" with "manon.leroux@mail.test"
    And I fill "Mot de passe" with "Volant-2026!"
    And I click "role=button:Se connecter"
    And I click "Demander une copie" in "Livret d’apprentissage"
    And I check "Copie papier à retirer à l’agence"
    And I click "Envoyer ma demande"
    Then I should see "11/12/2026"
