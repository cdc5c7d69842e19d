Feature: Hand-written comic reservation (harness check)

  Scenario: Available only, reserve L'Arabe du futur, pick up at the Prairie library
    Given I open "/catalogue"
    When I fill "Mots-clés" with "L’Arabe du futur"
    And I check "Disponible uniquement"
    And I click "Rechercher"
    And I click "Réserver"
    And I fill "Numéro de carte" with "2940-118"
    And I fill "Code PIN (4 chiffres)" with "4471"
    And I click "role=button:Se connecter"
    And I select "Bibliothèque de la Prairie" from "Bibliothèque de retrait"
    And I click "Confirmer la réservation"
    Then I should see "RES-50"
