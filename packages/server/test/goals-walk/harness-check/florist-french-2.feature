Feature: Hand-written custom bouquet for a funeral (harness check)

  Scenario: Bernard Lemoine asks for a white funeral spray for Saturday 12 December
    Given I open "/bouquet-sur-mesure"
    When I select "Deuil / obsèques" from "Occasion"
    And I select "De 80 à 120 €" from "Budget"
    And I check "Blanc"
    And I fill "Vos envies (fleurs préférées, style, à éviter…)" with "Une gerbe sobre pour les obsèques de mon grand-père, il aimait les roses blanches"
    And I fill "Pour quelle date ?" with "2026-12-12"
    And I fill "Votre nom" with "Bernard Lemoine"
    And I fill "Votre e-mail" with "bernard.lemoine@mail.test"
    And I fill "Votre téléphone" with "02 41 88 76 54"
    And I click "Envoyer ma demande"
    Then I should see "DEV-"
