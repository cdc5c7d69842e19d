Feature: Hand-written contact message through a placeholder-only form (harness check)

  Scenario: Nathalie Perrin asks about a scarf left behind
    Given I open "/contact"
    When I select "Un objet oublié au restaurant" from "Objet de votre message"
    And I fill "Votre nom *" with "Nathalie Perrin"
    And I fill "Votre e-mail *" with "nathalie.perrin@mail.test"
    And I fill "Téléphone (facultatif)" with "06 87 65 43 21"
    And I fill "N° de réservation ou de commande (facultatif)" with "RES-40391"
    And I fill "Votre message *" with "Bonjour, j’ai oublié une écharpe en laine bleu marine sous la banquette près de la vitrine samedi soir. L’avez-vous retrouvée ? Merci !"
    And I click "Envoyer"
    Then I should see "MSG-"
