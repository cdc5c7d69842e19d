Feature: Hand-written contact message about a double direct debit (harness check)

  Scenario: Sophie Lambert writes about billing
    Given I open "/"
    When I click "Contact"
    And I select "Facturation et prélèvements" from "Objet de votre demande"
    And I fill "Nom et prénom" with "Sophie Lambert"
    And I fill "Adresse e-mail" with "sophie.lambert@mail.test"
    And I fill "N° d’adhérent (si vous en avez un)" with "A-10377"
    And I fill "Votre message" with "Bonjour, j'ai été prélevée deux fois de 49 € le 5 octobre. Pouvez-vous me rembourser le second prélèvement ? Merci."
    And I click "Envoyer"
    Then I should see "CT-"
