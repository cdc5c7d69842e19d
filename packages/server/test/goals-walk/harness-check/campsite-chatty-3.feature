Feature: Hand-written contact message with a callback, in French (harness check)

  Scenario: Nathalie Garnier asks about an accessible mobile home and wants a call back
    Given I open "/"
    When I click "Contact"
    And I select "Accessibilité et besoins particuliers" from "Sujet"
    And I fill "Votre message" with "Bonjour, mon père se déplace en fauteuil roulant. Avez-vous un mobil-home adapté PMR libre fin juin ? Merci d’avance."
    And I fill "Votre nom" with "Nathalie Garnier"
    And I fill "E-mail" with "nathalie.garnier@mail.test"
    And I fill "Téléphone (facultatif)" with "06 58 23 91 07"
    And I check "Je souhaite être rappelé(e)"
    And I click "Envoyer le message"
    Then I should see "MSG-"
