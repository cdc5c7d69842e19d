Feature: Hand-written change of a grooming time (harness check)

  Scenario: Sandrine Vidal moves TOI-7745 to 14:00
    Given I open "/mon-compte"
    When I fill "Adresse e-mail" with "sandrine.vidal@mail.test"
    And I fill "Mot de passe" with "Biscotte-2026"
    And I click "role=button:Se connecter"
    And I click "Changer l’heure" in "TOI-7745"
    And I check "14 h 00"
    And I click "Enregistrer le nouvel horaire"
    Then I should see "14:00"
