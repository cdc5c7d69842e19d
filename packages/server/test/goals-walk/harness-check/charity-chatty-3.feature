Feature: Hand-written monthly gift change and new address (harness check)

  Scenario: Claire gives 40 € on the 25th and moves to rue des Capucins
    Given I open "/signin"
    When I fill "E-mail" with "claire.moreau@mail.test"
    And I fill "Mot de passe" with "Panier#2026"
    And I click "role=button:Se connecter"
    And I click "Mon don mensuel"
    And I fill "Nouveau montant mensuel (€)" with "40"
    And I select "Le 25 du mois" from "Jour de prélèvement"
    And I click "Enregistrer le nouveau montant"
    Then I should see "40 € par mois"
    When I click "Mes coordonnées"
    And I fill "Adresse" with "3 rue des Capucins"
    And I fill "Code postal" with "69001"
    And I fill "Ville" with "Lyon"
    And I uncheck "Le journal trimestriel et les appels aux dons par courrier"
    And I click "Enregistrer"
    Then I should see "3 rue des Capucins"
