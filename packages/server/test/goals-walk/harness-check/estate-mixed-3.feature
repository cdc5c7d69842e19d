Feature: Hand-written alert for a studio to buy (harness check)

  Scenario: Claire sets up an immediate alert for flats under 90000 in Saumur
    Given I open "/espace"
    When I fill "Adresse e-mail" with "claire.moreau@mail.test"
    And I fill "Mot de passe" with "Dumas-2026!"
    And I click "role=button:Se connecter"
    And I fill "Nom de l’alerte" with "Studio invest"
    And I check "Acheter"
    And I select "Appartement" from "Type de bien"
    And I fill "Ville ou code postal" with "Saumur"
    And I fill "Budget maximum (€)" with "90000"
    And I check "Dès qu’un bien correspond"
    And I click "Créer l’alerte"
    Then I should see "Studio invest"
