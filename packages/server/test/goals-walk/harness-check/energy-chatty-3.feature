Feature: Hand-written contact message in French (harness check)

  Scenario: Switch to French, send a billing question
    Given I open "/"
    When I click "FR"
    And I click "Contact"
    And I fill "Vos nom et prénom" with "Sophie Laurent"
    And I fill "E-mail" with "sophie.laurent@mail.test"
    And I fill "Numéro client (si vous en avez un)" with "40027755"
    And I select "Facturation et paiements" from "Objet"
    And I fill "Votre message" with "Bonjour, ma facture de février est deux fois plus élevée que d’habitude, pouvez-vous vérifier mon index ?"
    And I click "Envoyer"
    Then I should see "Message envoyé"
