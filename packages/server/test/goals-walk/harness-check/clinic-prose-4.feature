Feature: Hand-written pending lab result (harness check)

  Scenario: Code LAB-58240, not available yet
    Given I open "/"
    When I click "Résultats d’analyses"
    And I fill "Code d’accès" with "LAB-58240"
    And I fill "Date de naissance du patient (JJ/MM/AAAA)" with "21/12/1990"
    And I click "Voir mes résultats"
    Then I should see "pas encore disponibles"
