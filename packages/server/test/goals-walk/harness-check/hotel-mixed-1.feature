Feature: Hand-written romantic dinner booking (harness check)

  Scenario: Julien Faure books a table for 2 on Friday 4 December at 19:30
    Given I open "/restaurant/reservation"
    When I fill "Date" with "2026-12-04"
    And I select "19:30" from "Heure"
    And I select "2" from "Nombre de couverts"
    And I fill "Nom" with "Julien Faure"
    And I fill "Téléphone" with "06.58.14.77.02"
    And I fill "E-mail" with "julien.faure@mail.test"
    And I select "Dîner en amoureux" from "Occasion"
    And I click "Réserver la table"
    Then I should see "TAB-"
