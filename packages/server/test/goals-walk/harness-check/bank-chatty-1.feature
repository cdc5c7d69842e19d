Feature: Hand-written contact message (harness check)

  Scenario: Claire reports an app problem
    Given I open "/"
    When I click "Contact"
    And I select "Banque en ligne et application" from "Objet de votre demande"
    And I fill "Nom et prénom" with "Claire Dubois"
    And I fill "Adresse e-mail" with "claire.dubois@mail.test"
    And I fill "Numéro client (facultatif)" with "40218735"
    And I fill "Votre message" with "Since the last update the app logs me out every time I open the Cards tab. Could someone look into it?"
    And I check "J’accepte que mes données soient utilisées pour traiter ma demande"
    And I click "Envoyer le message"
    Then I should see "MSG-88"
