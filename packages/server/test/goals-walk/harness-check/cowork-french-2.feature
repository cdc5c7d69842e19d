Feature: Hand-written cancellation in French (harness check)

  Scenario: Claire Dubreuil cancels ROOM-3188
    Given I open "/fr/espace-membre"
    When I fill "E-mail" with "claire.dubreuil@mail.test"
    And I fill "Mot de passe" with "Ruche-2026!"
    And I click "role=button:Se connecter"
    And I click "Annuler" in "ROOM-3188"
    And I select "Réunion annulée" from "Motif"
    And I check "Je confirme l’annulation (gratuite jusqu’à 24 heures avant, due en totalité ensuite)"
    And I click "Annuler cette réservation"
    Then I should see "annulée"
