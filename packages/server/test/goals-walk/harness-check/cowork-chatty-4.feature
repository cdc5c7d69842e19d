Feature: Hand-written contact message with a call back (harness check)

  Scenario: Hélène Garnier asks to visit on a Tuesday morning
    Given I open "/fr/contact"
    When I select "Visiter l’espace" from "Objet"
    And I fill "Votre message" with "Bonjour, nous sommes une association de six traducteurs et aimerions visiter La Ruche un mardi matin avant de souscrire. Merci de me rappeler."
    And I fill "Votre nom" with "Hélène Garnier"
    And I fill "Votre e-mail" with "helene.garnier@mail.test"
    And I check "Me répondre par téléphone plutôt que par e-mail"
    And I fill "Numéro de téléphone (pour être rappelé)" with "06 33 81 27 49"
    And I click "Envoyer le message"
    Then I should see "MSG-"
