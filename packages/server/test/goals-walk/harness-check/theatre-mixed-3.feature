Feature: Hand-written room hire question, then the newsletter (harness check)

  Scenario: The Rotary Club asks to hire the foyer
    Given I open "/contact"
    When I select "Location de salle" from "Objet"
    And I fill "Nom et prénom" with "Catherine Dumont"
    And I fill "E-mail" with "c.dumont@rotary-saintaubin.test"
    And I fill "Votre message" with "Le Rotary Club de Saint-Aubin souhaite louer le foyer du théâtre pour une conférence de 80 personnes le samedi 21 novembre. Est-ce possible ?"
    And I click "Envoyer"
    Then I should see "MSG-"
    When I fill "Votre adresse e-mail" with "c.dumont@rotary-saintaubin.test"
    And I check "Théâtre"
    And I check "Musique et opéra"
    And I click "Recevoir la lettre"
    Then I should see "c.dumont@rotary-saintaubin.test"
