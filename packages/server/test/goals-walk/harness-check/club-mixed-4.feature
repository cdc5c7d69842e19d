Feature: Hand-written newsletter sign-up after reading the news (harness check)

  Scenario: Marc Duval reads about the tennis open and signs up to the newsletter
    Given I open "/"
    When I click "Actualités"
    And I click "Lire la suite" in "Open de tennis des Tilleuls : inscriptions ouvertes"
    And I fill "Votre adresse e-mail" with "marc.duval@mail.test"
    And I click "Je m’abonne"
    Then I should see "marc.duval@mail.test"
