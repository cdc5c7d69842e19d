Feature: Hand-written personal details (harness check)

  Scenario: Sign in, then the Mes informations tab
    Given I open "/connexion"
    When I fill "E-mail ou numéro client" with "louise.martin@mail.test"
    And I fill "Mot de passe" with "Train-Bleu-42"
    And I click "role=button:Se connecter"
    And I click "Mes informations"
    And I fill "E-mail" with "louise.m@mail.test"
    And I check "English"
    And I check "Recevoir nos bons plans par e-mail"
    And I click "Enregistrer"
    Then I should see "Vos informations ont été enregistrées"
