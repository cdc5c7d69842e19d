Feature: Hand-written child seat added through Manage booking (harness check)

  Scenario: Julie adds a child seat to LOC-48822
    Given I open "/ma-reservation"
    When I fill "Numéro de réservation" with "LOC-48822"
    And I fill "Nom du conducteur principal" with "Morel"
    And I click "Accéder à ma réservation"
    And I select "Siège enfant" from "Équipement"
    And I click "Ajouter"
    Then I should see "a bien été ajouté"
