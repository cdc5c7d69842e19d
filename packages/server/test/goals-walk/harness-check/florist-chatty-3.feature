Feature: Hand-written contact message about an order (harness check)

  Scenario: Hélène Marchand asks for an evening delivery of CMD-40190
    Given I open "/contact"
    When I select "Une commande en cours" from "Objet"
    And I fill "N° de commande (facultatif)" with "CMD-40190"
    And I fill "Votre message" with "Bonjour, serait-il possible de livrer la commande CMD-40190 en soirée plutôt que le matin ? Ma fille ne rentre qu’après 18 h. Merci !"
    And I fill "Votre nom" with "Hélène Marchand"
    And I fill "Votre e-mail" with "helene.marchand@mail.test"
    And I fill "Téléphone (facultatif)" with "06 45 12 78 90"
    And I click "role=button:Envoyer"
    Then I should see "MSG-"
