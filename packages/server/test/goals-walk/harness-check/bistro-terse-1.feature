Feature: Hand-written dinner table by the window (harness check)

  Scenario: Camille Roche books a table for two on Tuesday 15 December at 20:30
    Given I open "/reserver"
    When I fill "Date" with "2026-12-15"
    And I select "2" from "Nombre de couverts"
    And I check "Dîner (19 h – 22 h)"
    And I click "Continuer"
    And I check "20h30"
    And I check "Près de la vitrine (vue sur le cours Lafayette)"
    And I click "Continuer"
    And I fill "Prénom" with "Camille"
    And I fill "Nom" with "Roche"
    And I fill "E-mail" with "camille.roche@mail.test"
    And I fill "Téléphone portable *" with "06 45 78 12 90"
    And I check "Fruits à coque"
    And I click "Continuer"
    And I click "Confirmer la réservation"
    Then I should see "RES-"
