Feature: Hand-written late arrival in French (harness check)

  Scenario: The Dupuis family will arrive at about 21:30
    Given I open "/"
    When I click "Arrivée tardive"
    And I fill "Numéro de réservation" with "RES-48102"
    And I fill "Nom du titulaire de la réservation" with "Dupuis"
    And I select "21:30" from "Heure d’arrivée prévue"
    And I fill "Téléphone portable (pour le SMS)" with "06 33 71 54 28"
    And I fill "Un mot pour la réception (facultatif)" with "Nous aurons une remorque à vélos."
    And I click "Envoyer mon heure d’arrivée"
    Then I should see "18/06/2027"
