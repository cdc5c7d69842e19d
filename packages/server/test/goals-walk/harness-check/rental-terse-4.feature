Feature: Hand-written damage report, broken windscreen (harness check)

  Scenario: Gravel on the windscreen of LOC-48560
    Given I open "/"
    When I click "Déclarer un dommage"
    And I fill "Numéro de réservation" with "LOC-48560"
    And I fill "Immatriculation du véhicule" with "GK-504-RP"
    And I fill "Date de l’incident" with "2026-04-11"
    And I fill "Lieu" with "Col du Granier, D912"
    And I check "Bris de glace (pare-brise, vitre, rétroviseur)"
    And I fill "Décrivez ce qui s’est passé" with "Gravillon projeté par un camion, impact étoilé sur le pare-brise côté conducteur"
    And I fill "E-mail pour le suivi du dossier" with "claire.fabre@mail.test"
    And I click "Envoyer la déclaration"
    Then I should see "SIN-"
