Feature: Hand-written extra added through Manage booking (harness check)

  Scenario: GPS added to LOC-49127
    Given I open "/"
    When I click "Gérer ma réservation"
    And I fill "Numéro de réservation" with "LOC-49127"
    And I fill "Nom du conducteur principal" with "Lefèvre"
    And I click "Accéder à ma réservation"
    And I select "GPS" from "Équipement"
    And I click "Ajouter"
    Then I should see "a bien été ajouté"
