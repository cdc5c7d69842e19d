Feature: Hand-written tickets for Friday 18 December (harness check)

  Scenario: Hélène Roche books two full-price and one reduced ticket at 15:30
    Given I open "/billetterie"
    When I fill "Date de visite" with "2026-12-18"
    And I click "Voir les créneaux"
    And I check "15:30"
    And I click "Continuer"
    And I select "2" from "Plein tarif — 9 €"
    And I select "1" from "Tarif réduit (étudiants, demandeurs d’emploi) — 6 €"
    And I click "Continuer"
    And I fill "Prénom" with "Hélène"
    And I fill "Nom" with "Roche"
    And I fill "E-mail" with "helene.roche@mail.test"
    And I fill "Téléphone (facultatif)" with "06 48 12 90 37"
    And I check "J’accepte les conditions générales de vente"
    And I click "Vérifier ma commande"
    And I click "Confirmer et payer sur place"
    Then I should see "BIL-"
