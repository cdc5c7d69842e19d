Feature: Hand-written cancellation from the customer area (harness check)

  Scenario: Julie cancels her van booking LOC-49010
    Given I open "/connexion"
    When I fill "Adresse e-mail" with "julie.morel@mail.test"
    And I fill "Mot de passe" with "Montagne#38"
    And I click "Me connecter"
    And I click "css=a[href='/compte/reservations/LOC-49010/annuler']"
    And I select "Changement de programme" from "Pourquoi annulez-vous ?"
    And I click "Confirmer l’annulation"
    Then I should see "a été annulée"
