Feature: Hand-written museum contact message (harness check)

  Scenario: Bernard Morel asks about disabled parking
    Given I open "/contact"
    When I fill "Nom" with "Bernard Morel"
    And I fill "E-mail" with "b.morel@mail.test"
    And I select "Accessibilité" from "Sujet"
    And I fill "Message" with "Mon père se déplace en fauteuil roulant, y a-t-il des places de stationnement réservées près du musée ?"
    And I click "Envoyer"
    Then I should see "MSG-"
