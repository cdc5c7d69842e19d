Feature: Hand-written withdrawal in French (harness check)

  Scenario: Switch to French, sign in, withdraw the Data Engineer application
    Given I open "/"
    When I click "FR"
    And I click "Se connecter"
    And I fill "E-mail" with "chloe.bernard@mail.test"
    And I fill "Mot de passe" with "Green-Desk-26"
    And I click "role=button:Se connecter"
    And I click "Retirer ma candidature" in "Data Engineer"
    And I select "J’ai accepté une autre offre" from "Motif du retrait"
    And I click "Confirmer le retrait"
    Then I should see "a été retirée"
