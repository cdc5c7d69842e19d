Feature: Hand-written cancellation of a table (harness check)

  Scenario: Margot Fabre cancels RES-40588
    Given I open "/"
    When I click "Se connecter"
    And I fill "Adresse e-mail" with "margot.fabre@mail.test"
    And I fill "Mot de passe" with "Comptoir-69!"
    And I click "role=button:Se connecter"
    And I click "Annuler" in "RES-40588"
    And I select "Empêchement professionnel" from "Motif de l’annulation"
    And I check "Je confirme l’annulation de cette réservation"
    And I click "role=button:Annuler la réservation"
    Then I should see "annulée"
