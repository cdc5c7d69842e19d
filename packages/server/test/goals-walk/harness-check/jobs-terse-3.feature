Feature: Hand-written weekly job alert in French (harness check)

  Scenario: Switch to French, create an alert
    Given I open "/"
    When I click "FR"
    And I click "Alertes emploi"
    And I fill "Adresse e-mail" with "julie.moreau@mail.test"
    And I fill "Mots-clés" with "product manager"
    And I select "Toulouse" from "Lieu"
    And I check "Chaque semaine"
    And I click "Créer l’alerte"
    Then I should see "JA-22"
