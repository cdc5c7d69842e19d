Feature: Hand-written cancellation of a booking in the guest area (harness check)

  Scenario: Sophie Lemaire cancels RES-24455 for work reasons
    Given I open "/espace"
    When I fill "Adresse e-mail" with "sophie.lemaire@mail.test"
    And I fill "Mot de passe" with "Remparts-2026"
    And I click "role=button:Se connecter"
    And I click "Annuler" in "RES-24455"
    And I select "Raison professionnelle" from "Motif de l’annulation"
    And I click "Continuer"
    And I click "Oui, annuler ma réservation"
    Then I should see "La réservation RES-24455 est annulée"
