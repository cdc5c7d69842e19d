Feature: Hand-written donation message (harness check)

  Scenario: Alice Fontaine offers a painting
    Given I open "/contact"
    When I fill "Nom" with "Alice Fontaine"
    And I fill "E-mail" with "alice.fontaine@mail.test"
    And I select "Collections, recherche, don d’objets" from "Sujet"
    And I fill "Message" with "Bonjour, j’ai hérité d’un petit paysage signé Ravier, would the museum be interested in a donation?"
    And I click "Envoyer"
    Then I should see "MSG-"
