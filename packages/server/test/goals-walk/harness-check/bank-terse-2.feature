Feature: Hand-written operations filter (harness check)

  Scenario: Karim's card payments from 1 to 12 April
    Given I open "/espace-client"
    When I fill "Numéro client" with "57630142"
    And I fill "Mot de passe" with "Chartrons#88"
    And I click "role=button:Se connecter"
    And I click "Voir les opérations" in "Compte courant Premier"
    And I fill "Du" with "01/04/2026"
    And I fill "Au" with "12/04/2026"
    And I select "Paiement par carte" from "Type d’opération"
    And I click "Rechercher"
    Then I should see "FNAC BORDEAUX"
