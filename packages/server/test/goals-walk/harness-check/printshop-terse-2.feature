Feature: Hand-written proof approval in French (harness check)

  Scenario: The flyers proof of ORD-58240 is approved
    Given I open "/fr/"
    When I click "Valider un bon à tirer"
    And I fill "Numéro de commande" with "ORD-58240"
    And I fill "Code postal de livraison" with "BS3 1QY"
    And I click "Voir mon bon à tirer"
    And I check "J’ai vérifié l’orthographe, les couleurs et la mise en page, et je comprends que l’impression commence dès ma validation"
    And I click "Valider le bon à tirer"
    Then I should see "10/12/2026"
