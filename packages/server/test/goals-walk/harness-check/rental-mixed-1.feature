Feature: Hand-written damage report, accident with a joint report (harness check)

  Scenario: LOC-48560 hit in a car park
    Given I open "/dommage"
    When I fill "Numéro de réservation" with "LOC-48560"
    And I fill "Immatriculation du véhicule" with "GK-504-RP"
    And I fill "Date de l’incident" with "2026-04-12"
    And I fill "Lieu" with "Parking Carrefour, Chambéry Bassens"
    And I check "Accident avec un autre véhicule"
    And I check "Un constat amiable a été rempli"
    And I fill "Décrivez ce qui s’est passé" with "Another car reversed into the rear bumper while parked, dent and broken rear light"
    And I fill "E-mail pour le suivi du dossier" with "claire.fabre@mail.test"
    And I click "Envoyer la déclaration"
    Then I should see "SIN-"
