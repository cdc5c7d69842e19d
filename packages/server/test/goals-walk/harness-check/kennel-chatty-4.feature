Feature: Hand-written cancellation of a boarding stay (harness check)

  Scenario: Sandrine Vidal cancels PEN-40213
    Given I open "/"
    When I click "Se connecter"
    And I fill "Adresse e-mail" with "sandrine.vidal@mail.test"
    And I fill "Mot de passe" with "Biscotte-2026"
    And I click "role=button:Se connecter"
    And I click "Annuler" in "PEN-40213"
    And I select "Voyage annulé ou reporté" from "Motif de l’annulation"
    And I fill "Commentaire (facultatif)" with "Merci et joyeuses fêtes !"
    And I check "Je confirme vouloir annuler cette réservation (l’acompte n’est pas remboursé à moins de 15 jours du séjour)"
    And I click "role=button:Annuler la réservation"
    Then I should see "La réservation PEN-40213 a été annulée"
