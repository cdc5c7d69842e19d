Feature: Hand-written primary school visit request (harness check)

  Scenario: Nathalie Perrin asks for the toys tour
    Given I open "/groupes"
    When I fill "Établissement ou structure" with "école Jean-Moulin"
    And I select "École élémentaire (CP-CM2)" from "Niveau ou type de groupe"
    And I fill "Nombre d’élèves ou de participants" with "24"
    And I fill "Nombre d’accompagnateurs" with "2"
    And I fill "Date souhaitée" with "2027-01-05"
    And I select "Jouets et automates" from "Thème de la visite guidée"
    And I fill "Nom et prénom" with "Nathalie Perrin"
    And I fill "E-mail" with "n.perrin@ecole.test"
    And I fill "Téléphone" with "04 77 58 12 30"
    And I click "Envoyer la demande"
    Then I should see "GRP-"
