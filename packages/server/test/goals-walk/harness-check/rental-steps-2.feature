Feature: Hand-written cancellation through Manage booking (harness check)

  Scenario: Marco Rossi cancels LOC-49088, flight cancelled
    Given I open "/"
    When I click "Gérer ma réservation"
    And I fill "Numéro de réservation" with "LOC-49088"
    And I fill "Nom du conducteur principal" with "Rossi"
    And I click "Accéder à ma réservation"
    And I select "Vol ou train annulé" from "Motif de l’annulation"
    And I check "Je confirme vouloir annuler cette réservation"
    And I click "Annuler ma réservation"
    Then I should see "ANN-"
