Feature: Hand-written savings appointment by phone (harness check)

  Scenario: Chloé Martin, Mérignac, Saturday 25 April at 10:00
    Given I open "/rendez-vous"
    When I select "Agence Mérignac Centre" from "Agence"
    And I check "Épargne et placements"
    And I check "Par téléphone"
    And I click "Voir les créneaux disponibles"
    And I click "Semaine suivante →"
    And I click "css=button[value=\"2026-04-25T10:00\"]"
    And I select "Madame" from "Civilité"
    And I fill "Prénom" with "Chloé"
    And I fill "Nom" with "Martin"
    And I fill "Adresse e-mail" with "chloe.martin@mail.test"
    And I fill "Téléphone" with "06 11 52 73 94"
    And I check "Oui"
    And I click "Continuer"
    And I click "Confirmer le rendez-vous"
    Then I should see "RDV-264"
