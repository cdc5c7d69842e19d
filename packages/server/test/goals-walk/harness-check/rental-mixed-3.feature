Feature: Hand-written search for a driver under 25 (harness check)

  Scenario: Premium saloon is for drivers aged 25 and over
    Given I open "/"
    When I select "Lyon – Gare Part-Dieu" from "Agence de départ"
    And I fill "Date de départ" with "19/06/2026"
    And I select "10:00" from "Heure de départ"
    And I select "Grenoble – Gare" from "Agence de retour"
    And I fill "Date de retour" with "21/06/2026"
    And I select "18:00" from "Heure de retour"
    And I check "Le conducteur principal a moins de 25 ans"
    And I click "Voir les véhicules disponibles"
    Then I should see "Réservé aux conducteurs de 25 ans et plus"
