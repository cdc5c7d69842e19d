Feature: Hand-written cancellation in French (harness check)

  Scenario: Sophie cancels the air conditioning appointment of her Kia
    Given I open "/"
    When I click "FR"
    And I click "Se connecter"
    And I fill "Courriel" with "sophie.gagnon@mail.test"
    And I fill "Mot de passe" with "Pneus&Cafe2026"
    And I click "role=button:Se connecter"
    And I click "Rendez-vous"
    And I click "Annuler" in "BK-20390"
    And I check "J’ai vendu le véhicule"
    And I fill "Commentaire (facultatif)" with "Voiture vendue le 10 avril"
    And I click "Confirmer l’annulation"
    Then I should see "a été annulé"
