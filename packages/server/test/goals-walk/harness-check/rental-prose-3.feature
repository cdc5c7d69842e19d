Feature: Hand-written business quote in French (harness check)

  Scenario: Alpes Événements asks for cars and minibuses for three months
    Given I open "/"
    When I click "Professionnels"
    And I fill "Raison sociale" with "Alpes Événements"
    And I fill "Numéro SIRET" with "811 204 563 00018"
    And I select "6 à 20 véhicules" from "Nombre de véhicules souhaités"
    And I check "Voitures de tourisme"
    And I check "Minibus"
    And I check "Moyenne durée (1 à 11 mois)"
    And I fill "Nom du contact" with "Aurélie Chabert"
    And I fill "E-mail professionnel" with "a.chabert@alpes-evenements.test"
    And I fill "Téléphone" with "04 50 67 12 34"
    And I fill "Vos besoins" with "Navettes entre la gare d’Annecy et nos hôtels pour des groupes de 8 à 40 personnes, conduites par notre équipe"
    And I click "Demander mon devis"
    Then I should see "DEV-"
