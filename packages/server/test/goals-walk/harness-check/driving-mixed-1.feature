Feature: Hand-written night-driving lesson in French (harness check)

  Scenario: Manon Le Roux books Thursday 17 December at 18:00 with Karim
    Given I open "/fr/espace-eleve/connexion"
    When I fill "E-mail" with "manon.leroux@mail.test"
    And I fill "Mot de passe" with "Volant-2026!"
    And I click "role=button:Se connecter"
    And I click "Réserver une leçon"
    And I select "Semaine du lundi 14 décembre 2026" from "Semaine"
    And I click "Afficher"
    And I click "css=a[href*='slot=2026-12-17_1800_karim']"
    And I select "Place du Commerce (arrêt de tram)" from "Point de rendez-vous"
    And I check "Conduite de nuit (leçons à partir de 17 h)"
    And I fill "Un mot pour votre moniteur ? (facultatif)" with "On peut faire le périph de nuit si ça roule bien ?"
    And I check "M’envoyer un rappel par SMS la veille"
    And I click "role=button:Réserver cette leçon"
    Then I should see "LES-"
