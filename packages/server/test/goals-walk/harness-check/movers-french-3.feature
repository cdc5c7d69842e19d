Feature: Hand-written contact message with a callback, in French (harness check)

  Scenario: Julien Mercier asks for two more porters and a callback
    Given I open "/fr/contact"
    When I select "Mon déménagement à venir" from "Sujet"
    And I fill "Votre message" with "Bonjour, pouvez-vous prévoir deux porteurs de plus pour mon déménagement du 9 janvier ? Le nouvel appartement est au 4e étage sans ascenseur."
    And I fill "Votre nom" with "Julien Mercier"
    And I fill "E-mail" with "julien.mercier@mail.test"
    And I fill "Téléphone (facultatif)" with "07700 900733"
    And I check "Rappelez-moi"
    And I click "Envoyer le message"
    Then I should see "MSG-"
