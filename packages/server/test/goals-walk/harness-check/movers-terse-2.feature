Feature: Hand-written van with driver in French (harness check)

  Scenario: Karim Haddad books a medium van on Saturday 19 December at 08:30 for 4 hours
    Given I open "/"
    When I click "Français"
    And I click "Camionnette avec chauffeur"
    And I fill "Date" with "2026-12-19"
    And I select "08:30" from "Heure de début"
    And I select "4 heures" from "Nombre d’heures"
    And I check "Camionnette moyenne (Ford Transit Custom, 6 m³) — 55,00 £ de l’heure"
    And I select "1 porteur (+20 £ de l’heure)" from "Porteurs supplémentaires"
    And I fill "Code postal de prise en charge" with "M4 1HN"
    And I fill "Votre nom" with "Karim Haddad"
    And I fill "Téléphone" with "+33 6 12 47 80 93"
    And I click "Réserver la camionnette"
    Then I should see "VAN-"
