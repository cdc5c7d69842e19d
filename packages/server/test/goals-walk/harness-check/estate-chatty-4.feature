Feature: Hand-written alert replaced in the client area (harness check)

  Scenario: Claire deletes her town-centre flat alert and creates a house alert for Doué
    Given I open "/espace"
    When I fill "Adresse e-mail" with "claire.moreau@mail.test"
    And I fill "Mot de passe" with "Dumas-2026!"
    And I click "role=button:Se connecter"
    And I click "Supprimer" in "Appartement centre-ville"
    And I fill "Nom de l’alerte" with "Maison Doué"
    And I check "Acheter"
    And I select "Maison" from "Type de bien"
    And I fill "Ville ou code postal" with "Doué-en-Anjou"
    And I fill "Budget maximum (€)" with "230 000"
    And I select "3 et +" from "Chambres"
    And I check "Avec jardin"
    And I check "Une fois par semaine"
    And I click "Créer l’alerte"
    Then I should see "Maison Doué"
