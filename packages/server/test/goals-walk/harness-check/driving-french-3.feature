Feature: Hand-written contact message in French (harness check)

  Scenario: Gérard Lemaire asks about exam dates
    Given I open "/fr/"
    When I click "Contact"
    And I fill "Votre nom" with "Gérard Lemaire"
    And I fill "Votre e-mail" with "g.lemaire@mail.test"
    And I fill "Téléphone (facultatif)" with "02 40 71 33 58"
    And I select "Dates d’examen" from "Objet"
    And I fill "Votre message" with "Bonjour, mon fils a terminé ses 20 heures de conduite le 4 décembre. Pouvez-vous me dire quand il pourra passer l’examen ? Merci."
    And I check "J’accepte que mes coordonnées servent à répondre à mon message"
    And I click "Envoyer"
    Then I should see "MSG-"
