Feature: Hand-written open day with accessibility needs, in French (harness check)

  Scenario: Inès Moreau, Wednesday 22 April, two guests
    Given I open "/"
    When I click "FR"
    And I click "Portes ouvertes"
    And I check "mercredi 22 avril 2026 · 17 h à 20 h (en soirée) · Campus de Kanata"
    And I fill "Votre nom" with "Inès Moreau"
    And I fill "Courriel" with "ines.moreau@mail.test"
    And I fill "Personnes qui vous accompagnent" with "2"
    And I check "J’ai, ou une personne qui m’accompagne a, des besoins d’accessibilité"
    And I fill "Dites-nous comment vous aider" with "Je me déplace en fauteuil roulant, merci de prévoir une place de stationnement adaptée"
    And I click "Réserver ma place"
    Then I should see "OD-"
