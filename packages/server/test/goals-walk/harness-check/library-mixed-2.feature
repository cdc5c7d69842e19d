Feature: Hand-written book reservation among three Petit Prince (harness check)

  Scenario: Reserve the Saint-Exupéry book, pick up at the Tilleuls library
    Given I open "/"
    When I fill "Rechercher dans le catalogue" with "petit prince"
    And I click "OK"
    And I click "css=li[aria-labelledby=doc-D101] button"
    And I fill "Numéro de carte" with "2940-118"
    And I fill "Code PIN (4 chiffres)" with "4471"
    And I click "role=button:Se connecter"
    And I click "Confirmer la réservation"
    Then I should see "RES-50"
