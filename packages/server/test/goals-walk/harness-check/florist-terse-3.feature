Feature: Hand-written new address in the customer account (harness check)

  Scenario: Hélène Marchand saves her son’s address in Trélazé
    Given I open "/compte/connexion"
    When I fill "E-mail" with "helene.marchand@mail.test"
    And I fill "Mot de passe" with "Pivoine-49!"
    And I click "role=button:Se connecter"
    And I click "Mes adresses"
    And I fill "Nom de l’adresse (ex. Maison, Bureau)" with "Antoine"
    And I fill "Prénom" with "Antoine"
    And I fill "Nom" with "Marchand"
    And I fill "Adresse" with "27 rue des Ardoisiers"
    And I fill "Complément d’adresse (facultatif)" with "Résidence Les Ardoises, bât. B"
    And I fill "Code postal" with "49800"
    And I fill "Ville" with "Trélazé"
    And I click "Enregistrer l’adresse"
    Then I should see "27 rue des Ardoisiers"
