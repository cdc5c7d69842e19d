Feature: Hand-written resumed monthly gift at a new amount (harness check)

  Scenario: Nadia resumes her gift and gives 20 € a month
    Given I open "/signin"
    When I fill "E-mail" with "nadia.benali@mail.test"
    And I fill "Mot de passe" with "Lyon7-Soupe!"
    And I click "role=button:Se connecter"
    And I click "Mon don mensuel"
    And I click "Reprendre mon don maintenant"
    Then I should see "Votre don mensuel a repris"
    When I fill "Nouveau montant mensuel (€)" with "20"
    And I select "Le 15 du mois" from "Jour de prélèvement"
    And I click "Enregistrer le nouveau montant"
    Then I should see "20 € par mois"
