Feature: Hand-written change of arrival time in the guest area (harness check)

  Scenario: David Miller will arrive after 10 pm for RES-24502
    Given I open "/espace"
    When I fill "Adresse e-mail" with "david.miller@mail.test"
    And I fill "Mot de passe" with "Dinan*Walls8"
    And I click "role=button:Se connecter"
    And I click "Modifier l’heure d’arrivée" in "RES-24502"
    And I select "Après 22 h (boîte à clés)" from "Nouvelle heure d’arrivée estimée"
    And I click "Enregistrer"
    Then I should see "Heure d’arrivée de la réservation RES-24502 modifiée"
