Feature: Hand-written DVD reservation (harness check)

  Scenario: Search "petit prince" among DVDs, reserve it, sign in, pick up at the Prairie library
    Given I open "/catalogue"
    When I fill "Mots-clés" with "petit prince"
    And I select "DVD (film)" from "Type de document"
    And I click "Rechercher"
    And I click "Réserver"
    And I fill "Numéro de carte" with "2940-562"
    And I fill "Code PIN (4 chiffres)" with "1357"
    And I click "role=button:Se connecter"
    And I select "Bibliothèque de la Prairie" from "Bibliothèque de retrait"
    And I click "Confirmer la réservation"
    Then I should see "RES-50"
