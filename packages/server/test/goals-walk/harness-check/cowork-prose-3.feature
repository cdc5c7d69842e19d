Feature: Hand-written billing question in French (harness check)

  Scenario: Marc Delorme asks for one invoice a month
    Given I open "/fr/contact"
    When I select "Facturation" from "Objet"
    And I fill "Votre message" with "Bonjour, pourriez-vous regrouper sur une seule facture mensuelle les abonnements de nos trois salariés (société Vinéa) ? Merci d’avance."
    And I fill "Votre nom" with "Marc Delorme"
    And I fill "Votre e-mail" with "marc.delorme@vinea.test"
    And I click "Envoyer le message"
    Then I should see "MSG-"
