Feature: Hand-written contact message (harness check)

  Scenario: Billing question with a call-back
    Given I open "/"
    When I click "Contact"
    And I fill "Nom et prénom" with "Olivier Blanc"
    And I fill "Adresse e-mail" with "olivier.blanc@mail.test"
    And I fill "Téléphone (facultatif)" with "06 12 98 34 56"
    And I select "Facturation et remboursement" from "Objet de votre message"
    And I fill "Votre message" with "Bonjour, j’ai réglé ma consultation du 2 avril (30 €) mais rien n’a été transmis à ma mutuelle. Pouvez-vous vérifier ?"
    And I check "Je souhaite être rappelé(e) par téléphone"
    And I click "Envoyer"
    Then I should see "bien été envoyé"
