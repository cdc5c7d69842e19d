Feature: Hand-written student tickets (harness check)

  Scenario: Léa Martin books two reduced tickets for Wednesday 23 December at 14:00
    Given I open "/billetterie"
    When I fill "Date de visite" with "2026-12-23"
    And I click "Voir les créneaux"
    And I check "14:00"
    And I click "Continuer"
    And I select "2" from "Tarif réduit (étudiants, demandeurs d’emploi) — 6 €"
    And I check "Audioguide (3 € par billet payant)"
    And I click "Continuer"
    And I fill "Prénom" with "Léa"
    And I fill "Nom" with "Martin"
    And I fill "E-mail" with "lea.martin@etu.test"
    And I check "J’accepte les conditions générales de vente"
    And I click "Vérifier ma commande"
    And I click "Confirmer et payer sur place"
    Then I should see "BIL-"
