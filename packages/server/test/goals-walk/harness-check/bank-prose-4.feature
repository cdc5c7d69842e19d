Feature: Hand-written temporary card limit (harness check)

  Scenario: Karim raises his Visa Premier limit to 5 000 € for 7 days
    Given I open "/connexion"
    When I fill "Numéro client" with "57630142"
    And I fill "Mot de passe" with "Chartrons#88"
    And I click "role=button:Se connecter"
    And I click "Cartes"
    And I click "Modifier le plafond" in "Visa Premier •••• 7730"
    And I select "5 000 € sur 30 jours" from "Nouveau plafond de paiement"
    And I check "Temporaire, pendant 7 jours"
    And I click "Valider le nouveau plafond"
    Then I should see "5 000 €"
