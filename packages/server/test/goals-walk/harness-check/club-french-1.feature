Feature: Hand-written cancellation of a class booking (harness check)

  Scenario: Camille cancels Thursday's aquabike for work reasons
    Given I open "/espace"
    When I fill "Adresse e-mail" with "camille.roux@mail.test"
    And I fill "Mot de passe" with "Tilleuls-2026"
    And I click "role=button:Se connecter"
    And I click "Annuler" in "RSV-50234"
    And I select "Contrainte professionnelle" from "Motif de l’annulation"
    And I click "Continuer"
    And I click "Oui, annuler ma réservation"
    Then I should see "RSV-50234 annulée"
