Feature: Hand-written newsletter subscription from the footer (harness check)

  Scenario: Inès Marchal subscribes to menus and wine evenings
    Given I open "/"
    When I fill "Votre e-mail pour la lettre du Comptoir" with "ines.marchal@mail.test"
    And I click "S’abonner"
    And I fill "Prénom (facultatif)" with "Inès"
    And I uncheck "Les offres et événements"
    And I click "Valider mon inscription"
    Then I should see "ines.marchal@mail.test"
