Feature: Hand-written home improvement loan with a co-borrower (harness check)

  Scenario: 8000 € over 36 months, call back in the morning
    Given I open "/simulateur"
    When I fill "Montant souhaité (€)" with "8000"
    And I select "36 mois" from "Durée du prêt"
    And I check "Travaux dans mon logement"
    And I fill "Revenus nets mensuels du foyer (€)" with "2100"
    And I check "J’emprunte avec un co-emprunteur"
    And I click "Calculer ma mensualité"
    And I fill "Nom et prénom" with "Nathalie Roux"
    And I fill "Numéro de téléphone" with "05 56 48 12 77"
    And I select "Le matin (9 h – 12 h)" from "Quand souhaitez-vous être rappelé(e) ?"
    And I click "role=button:Être rappelé(e)"
    Then I should see "Demande de rappel enregistrée"
