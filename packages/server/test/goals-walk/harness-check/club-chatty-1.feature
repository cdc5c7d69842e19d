Feature: Hand-written member booking of the Thursday Body Pump (harness check)

  Scenario: Camille books Body Pump on Thursday at 6:30 pm with a text reminder
    Given I open "/"
    When I click "Espace adhérent"
    And I fill "Adresse e-mail" with "camille.roux@mail.test"
    And I fill "Mot de passe" with "Tilleuls-2026"
    And I click "role=button:Se connecter"
    And I click "Planning des cours"
    And I click "css=a[href=\"/planning/reserver/jeu-1830-bodypump\"]"
    And I check "M’envoyer un SMS de rappel 2 h avant le cours"
    And I click "Confirmer la réservation"
    Then I should see "RSV-"
