Feature: Hand-written cancellation of one trip among two (harness check)

  Scenario: Sign in, cancel VEB-32010 for illness
    Given I open "/connexion"
    When I fill "E-mail ou numéro client" with "louise.martin@mail.test"
    And I fill "Mot de passe" with "Train-Bleu-42"
    And I click "role=button:Se connecter"
    And I click "css=a[href='/mes-voyages/annuler?ref=VEB-32010']"
    And I select "Maladie" from "Motif de l’annulation"
    And I check "Je confirme vouloir annuler ce voyage"
    And I click "Annuler le voyage"
    Then I should see "est annulé"
