Feature: Hand-written contact message in French (harness check)

  Scenario: Amélie asks about paying in instalments
    Given I open "/"
    When I click "FR"
    And I click "Nous joindre"
    And I select "Frais de scolarité et aide financière" from "Service"
    And I fill "Votre nom" with "Amélie Bouchard"
    And I fill "Courriel" with "amelie.bouchard@mail.test"
    And I fill "Objet" with "Paiement en plusieurs versements"
    And I fill "Message" with "Bonjour, est-il possible de payer la formation Gestion de projet en trois versements ? Merci"
    And I click "Envoyer le message"
    Then I should see "TKT-"
