Feature: Hand-written cat grooming appointment (harness check)

  Scenario: Inès Garnier books Pacha for Tuesday 22 December at 9:30
    Given I open "/toilettage"
    When I select "Toilettage chat (démêlage et bain)" from "Prestation"
    And I fill "Nom de votre animal" with "Pacha"
    And I select "Chat" from "Taille de l’animal"
    And I fill "Date souhaitée" with "2026-12-22"
    And I click "Voir les horaires disponibles"
    And I check "9 h 30"
    And I fill "Nom et prénom" with "Inès Garnier"
    And I fill "Téléphone" with "06 14 25 36 47"
    And I fill "E-mail" with "ines.garnier@mail.test"
    And I fill "Remarques (caractère, santé…) — facultatif" with "Il griffe quand on touche ses pattes arrière"
    And I click "Confirmer le rendez-vous"
    Then I should see "TOI-"
