Feature: Hand-written cancellation of a viewing (harness check)

  Scenario: Claire cancels Saturday's viewing because her mortgage was refused
    Given I open "/espace"
    When I fill "Adresse e-mail" with "claire.moreau@mail.test"
    And I fill "Mot de passe" with "Dumas-2026!"
    And I click "role=button:Se connecter"
    And I click "Mes visites"
    And I click "Annuler" in "VIS-3042"
    And I select "Mon financement n’est pas accordé" from "Motif de l’annulation"
    And I fill "Commentaire pour votre conseiller (facultatif)" with "La banque a refusé le prêt"
    And I click "Confirmer l’annulation"
    Then I should see "VIS-3042 annulée"
