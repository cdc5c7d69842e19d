Feature: Hand-written catalogue filter in French (harness check)

  Scenario: Project management on campus
    Given I open "/"
    When I click "FR"
    And I click "Formations"
    And I select "Gestion et management" from "Domaine"
    And I check "Intermédiaire"
    And I check "Sur le campus (en journée)"
    And I fill "Mot-clé ou code de cours" with "projet"
    And I click "Afficher les formations"
    And I click "Voir la formation" in "Gestion de projet – l’essentiel"
    Then I should see "PM310"
