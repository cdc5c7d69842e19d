Feature: Hand-written change of time (harness check)

  Scenario: Sign in, move VEB-31877 to the 13:20 departure
    Given I open "/"
    When I click "Se connecter"
    And I fill "E-mail ou numéro client" with "louise.martin@mail.test"
    And I fill "Mot de passe" with "Train-Bleu-42"
    And I click "role=button:Se connecter"
    And I click "css=a[href='/mes-voyages/modifier?ref=VEB-31877']"
    And I check "13:20 — Train TER, arrivée 15:10"
    And I click "Valider le changement"
    Then I should see "part désormais à 13:20"
