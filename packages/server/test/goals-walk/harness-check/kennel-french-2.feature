Feature: Hand-written day-care booking (harness check)

  Scenario: Antoine Lefèvre books a morning for Filou on Saturday 19 December
    Given I open "/garderie"
    When I fill "Date" with "2026-12-19"
    And I check "Demi-journée matin (8 h – 12 h 30) — 14 €"
    And I fill "Nom du chien" with "Filou"
    And I select "Petit (moins de 10 kg)" from "Gabarit"
    And I check "Mon chien est sociable avec les autres chiens (obligatoire)"
    And I check "C’est sa première venue : je souhaite l’évaluation de comportement offerte"
    And I fill "Votre nom" with "Antoine Lefèvre"
    And I fill "E-mail" with "antoine.lefevre@mail.test"
    And I fill "Téléphone" with "07 81 22 90 14"
    And I click "Réserver la journée"
    Then I should see "GAR-"
