Feature: Hand-written lesson moved in French (harness check)

  Scenario: Manon Le Roux moves LES-30540 to Tuesday 22 December at 11:00
    Given I open "/fr/espace-eleve"
    When I fill "E-mail" with "manon.leroux@mail.test"
    And I fill "Mot de passe" with "Volant-2026!"
    And I click "role=button:Se connecter"
    And I click "Déplacer" in "LES-30540"
    And I fill "Nouvelle date" with "2026-12-22"
    And I select "11:00" from "Nouvel horaire"
    And I select "Examen ou sortie scolaire" from "Motif"
    And I click "role=button:Déplacer la leçon"
    Then I should see "22/12/2026"
