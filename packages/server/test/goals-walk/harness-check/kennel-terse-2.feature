Feature: Hand-written grooming appointment (harness check)

  Scenario: Nathalie Brun books a full groom for Caramel on Friday 18 December at 11:00
    Given I open "/"
    When I click "Toilettage"
    And I select "Toilettage complet (bain, coupe, finitions)" from "Prestation"
    And I fill "Nom de votre animal" with "Caramel"
    And I select "Chien moyen (10 à 25 kg)" from "Taille de l’animal"
    And I fill "Date souhaitée" with "2026-12-18"
    And I click "Voir les horaires disponibles"
    And I check "11 h 00"
    And I fill "Nom et prénom" with "Nathalie Brun"
    And I fill "Téléphone" with "06 45 78 12 33"
    And I fill "E-mail" with "n.brun@mail.test"
    And I check "Recevoir un rappel par SMS la veille"
    And I click "Confirmer le rendez-vous"
    Then I should see "TOI-"
