Feature: Hand-written loan simulation with a call back (harness check)

  Scenario: 15000 for a car over 60 months, then a call back in the afternoon
    Given I open "/"
    When I click "Simulateur de prêt"
    And I fill "Montant souhaité (€)" with "15000"
    And I select "60 mois" from "Durée du prêt"
    And I check "Achat d’un véhicule"
    And I fill "Revenus nets mensuels du foyer (€)" with "3200"
    And I click "Calculer ma mensualité"
    And I fill "Nom et prénom" with "Thomas Girard"
    And I fill "Numéro de téléphone" with "06 45 78 12 90"
    And I select "L’après-midi (14 h – 18 h)" from "Quand souhaitez-vous être rappelé(e) ?"
    And I click "role=button:Être rappelé(e)"
    Then I should see "SIM-587"
