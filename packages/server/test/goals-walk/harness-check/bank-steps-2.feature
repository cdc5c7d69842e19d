Feature: Hand-written direct debit details (harness check)

  Scenario: Claire's EDF direct debit of 10 April
    Given I open "/"
    When I click "Espace client"
    And I fill "Numéro client" with "40218735"
    And I fill "Mot de passe" with "Garonne-2026"
    And I click "role=button:Se connecter"
    And I click "Voir les opérations" in "Compte courant Essentiel"
    And I select "Prélèvement" from "Type d’opération"
    And I click "Rechercher"
    And I click "css=a[href=\"/espace-client/operation/op-1103\"]"
    Then I should see "vendredi 10 avril 2026"
