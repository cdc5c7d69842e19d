Feature: Hand-written purchase suggestion (harness check)

  Scenario: Suggest Veiller sur elle
    Given I open "/"
    When I click "Suggérer un achat"
    And I fill "Titre" with "Veiller sur elle"
    And I fill "Auteur, réalisateur ou artiste" with "Jean-Baptiste Andrea"
    And I select "Livre" from "Type de document"
    And I fill "Votre numéro de carte de lecteur" with "2940-562"
    And I fill "Commentaire" with "Prix Goncourt 2023, souvent demandé à l’accueil"
    And I click "Envoyer la suggestion"
    Then I should see "Merci pour votre suggestion"
