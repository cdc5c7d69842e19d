Feature: Hand-written Sunday tickets with audio guide (harness check)

  Scenario: Kevin Lambert books for Sunday 20 December at 11:30
    Given I open "/billetterie"
    When I fill "Date de visite" with "2026-12-20"
    And I click "Voir les créneaux"
    And I check "11:30"
    And I click "Continuer"
    And I select "1" from "Plein tarif — 9 €"
    And I select "2" from "Moins de 18 ans — gratuit"
    And I check "Audioguide (3 € par billet payant)"
    And I click "Continuer"
    And I fill "Prénom" with "Kevin"
    And I fill "Nom" with "Lambert"
    And I fill "E-mail" with "kevin.lambert@mail.test"
    And I check "J’accepte les conditions générales de vente"
    And I click "Vérifier ma commande"
    And I click "Confirmer et payer sur place"
    Then I should see "BIL-"
