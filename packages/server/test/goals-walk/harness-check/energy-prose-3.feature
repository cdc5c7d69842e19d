Feature: Hand-written quote in French, sent by email (harness check)

  Scenario: House of 120 m², heat pump, Volta Duo 9 kVA
    Given I open "/"
    When I click "FR"
    And I click "Simuler mon budget"
    And I check "Maison"
    And I fill "Surface (m²)" with "120"
    And I fill "Nombre d’occupants" with "5"
    And I select "Pompe à chaleur" from "Chauffage principal"
    And I fill "Code postal" with "44300"
    And I click "Suivant"
    And I check "Volta Duo"
    And I select "9 kVA" from "Puissance du compteur (kVA)"
    And I click "Voir mon estimation"
    And I fill "Recevoir cette estimation par e-mail" with "nathalie.roux@mail.test"
    And I click "Envoyer"
    Then I should see "nathalie.roux@mail.test"
