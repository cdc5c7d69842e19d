Feature: Hand-written profile update (harness check)

  Scenario: James changes his phone and email and subscribes to the newsletter
    Given I open "/espace"
    When I fill "Adresse e-mail" with "james.porter@mail.test"
    And I fill "Mot de passe" with "Loire#Home7"
    And I click "role=button:Se connecter"
    And I click "Mon profil"
    And I fill "Téléphone" with "07 52 18 64 93"
    And I fill "Adresse e-mail" with "james.porter@webmail.test"
    And I check "Recevoir la lettre d’information mensuelle de l’agence"
    And I click "Enregistrer"
    Then I should see "james.porter@webmail.test"
