Feature: Hand-written letting request for a furnished studio (harness check)

  Scenario: Nicolas Perrot reads the market news and asks the agency to let his studio
    Given I open "/"
    When I click "Actualités"
    And I click "Lire la suite" in "Marché immobilier saumurois : le point de l’automne 2026"
    And I click "Propriétaires bailleurs"
    And I select "Mettre mon bien en location" from "Objet de votre demande"
    And I select "Appartement ou studio" from "Type de bien"
    And I fill "Commune du bien" with "Saumur"
    And I fill "Surface (m²)" with "22"
    And I check "Oui, meublé"
    And I fill "Nom et prénom" with "Nicolas Perrot"
    And I fill "Adresse e-mail" with "nicolas.perrot@mail.test"
    And I fill "Téléphone" with "07 45 63 20 11"
    And I fill "Votre message" with "Studio disponible tout de suite, entièrement équipé."
    And I click "Envoyer ma demande"
    Then I should see "GES-"
