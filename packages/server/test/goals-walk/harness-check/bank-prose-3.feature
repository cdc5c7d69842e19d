Feature: Hand-written paper statement request (harness check)

  Scenario: Claire's LDDS statement for February 2026
    Given I open "/connexion"
    When I fill "Numéro client" with "40218735"
    And I fill "Mot de passe" with "Garonne-2026"
    And I click "role=button:Se connecter"
    And I click "Documents"
    And I select "LDDS — n° 00045890170" from "Relevé du compte"
    And I select "février" from "Mois"
    And I select "2026" from "Année"
    And I check "Papier, envoyé par courrier"
    And I click "Demander le relevé"
    Then I should see "REL-115"
