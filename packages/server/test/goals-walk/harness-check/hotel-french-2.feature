Feature: Hand-written contact message about a forgotten charger (harness check)

  Scenario: Paul Renaud asks for his laptop charger back
    Given I open "/"
    When I click "Contact"
    And I select "Objet oublié" from "Sujet"
    And I fill "Nom" with "Paul Renaud"
    And I fill "E-mail" with "paul.renaud@mail.test"
    And I fill "Message" with "Bonjour, j’ai oublié un chargeur d’ordinateur gris dans la chambre 12 lors de mon séjour du 8 au 10 novembre. Pouvez-vous me le renvoyer ?"
    And I click "Envoyer le message"
    Then I should see "MSG-"
