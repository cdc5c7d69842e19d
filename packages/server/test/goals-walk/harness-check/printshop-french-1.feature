Feature: Hand-written custom quote for menus in French (harness check)

  Scenario: Bastien Roche asks for 400 menus by Friday 15 January 2027
    Given I open "/fr/"
    When I click "Devis sur mesure"
    And I select "Menus" from "Type de travail"
    And I fill "Quantité" with "400"
    And I fill "Date limite (quand en avez-vous besoin ?)" with "2027-01-15"
    And I fill "Dimensions ou format" with "A4 plié en deux, 4 pages"
    And I fill "Décrivez votre projet (papier, finition, nombre de pages…)" with "Menus plastifiés résistants aux taches, impression couleur recto verso, papier épais ; nous fournissons le fichier PDF."
    And I check "De 100 à 250 £"
    And I fill "Votre nom" with "Bastien Roche"
    And I fill "E-mail" with "bastien.roche@mail.test"
    And I click "Envoyer ma demande de devis"
    Then I should see "QTE-"
