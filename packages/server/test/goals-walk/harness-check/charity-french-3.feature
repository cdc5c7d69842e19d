Feature: Hand-written stop of a monthly gift (harness check)

  Scenario: Nadia stops her monthly gift for another charity
    Given I open "/account"
    When I fill "E-mail" with "nadia.benali@mail.test"
    And I fill "Mot de passe" with "Lyon7-Soupe!"
    And I click "role=button:Se connecter"
    And I click "Mon don mensuel"
    And I click "Arrêter mon don mensuel"
    And I check "Je soutiens une autre association"
    And I fill "Un commentaire ? (facultatif)" with "Je donne désormais à l’épicerie solidaire de mon quartier."
    And I click "Confirmer l’arrêt"
    Then I should see "a été arrêté"
