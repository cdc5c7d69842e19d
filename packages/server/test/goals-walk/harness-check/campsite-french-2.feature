Feature: Hand-written change of a stay's dates in French (harness check)

  Scenario: Sandrine Lefort moves RES-48213 to Saturday 17 – Saturday 31 July 2027
    Given I open "/espace-client"
    When I fill "E-mail" with "sandrine.lefort@mail.test"
    And I fill "Mot de passe" with "Pins-Bleus-33!"
    And I click "role=button:Se connecter"
    And I click "Modifier" in "RES-48213"
    And I fill "Nouvelle date d’arrivée" with "2027-07-17"
    And I fill "Nouvelle date de départ" with "2027-07-31"
    And I click "Enregistrer les nouvelles dates"
    Then I should see "31/07/2027"
