Feature: Hand-written full clip for a Yorkshire (harness check)

  Scenario: Jean-Pierre Blanc books Titus for Thursday 17 December at 15:30
    Given I open "/"
    When I click "Prendre rendez-vous"
    And I select "Tonte intégrale" from "Prestation"
    And I fill "Nom de votre animal" with "Titus"
    And I select "Petit chien (moins de 10 kg)" from "Taille de l’animal"
    And I fill "Date souhaitée" with "2026-12-17"
    And I click "Voir les horaires disponibles"
    And I check "15 h 30"
    And I fill "Nom et prénom" with "Jean-Pierre Blanc"
    And I fill "Téléphone" with "06 08 12 34 56"
    And I fill "E-mail" with "jp.blanc@mail.test"
    And I check "Recevoir un rappel par SMS la veille"
    And I click "Confirmer le rendez-vous"
    Then I should see "TOI-"
