Feature: Hand-written restaurant table booking (harness check)

  Scenario: Martin Girard books a birthday table for 4 on Saturday 28 November at 20:00
    Given I open "/"
    When I click "Restaurant"
    And I click "Réserver une table"
    And I fill "Date" with "2026-11-28"
    And I select "20:00" from "Heure"
    And I select "4" from "Nombre de couverts"
    And I fill "Nom" with "Martin Girard"
    And I fill "Téléphone" with "06 71 22 48 90"
    And I fill "E-mail" with "martin.girard@mail.test"
    And I select "Anniversaire" from "Occasion"
    And I fill "Allergies ou régime particulier" with "fruits à coque"
    And I click "Réserver la table"
    Then I should see "TAB-"
