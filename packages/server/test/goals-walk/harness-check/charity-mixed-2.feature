Feature: Hand-written pause of a monthly gift and new phone (harness check)

  Scenario: Claire pauses for two months and gets SMS alerts
    Given I open "/signin"
    When I fill "E-mail" with "claire.moreau@mail.test"
    And I fill "Mot de passe" with "Panier#2026"
    And I click "role=button:Se connecter"
    And I click "Mon don mensuel"
    And I select "2 mois" from "Suspendre pendant"
    And I click "Suspendre mon don"
    Then I should see "suspendu jusqu’au 5 juin 2026"
    When I click "Mes coordonnées"
    And I fill "Téléphone" with "06 71 84 25 90"
    And I check "Les alertes SMS pour les appels d’urgence"
    And I click "Enregistrer"
    Then I should see "06 71 84 25 90"
