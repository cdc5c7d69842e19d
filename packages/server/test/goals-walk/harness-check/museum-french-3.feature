Feature: Hand-written membership renewal (harness check)

  Scenario: Mathilde Girard renews the family membership
    Given I open "/connexion"
    When I fill "E-mail" with "m.girard@mail.test"
    And I fill "Mot de passe" with "Automates!42"
    And I click "role=button:Se connecter"
    And I click "Mon adhésion"
    And I check "Famille (2 adultes et leurs enfants) — 65 € par an"
    And I click "Renouveler"
    And I fill "Titulaire de la carte" with "Mathilde Girard"
    And I fill "Numéro de carte" with "5132 8800 1234 5678"
    And I fill "Date d’expiration (MM/AA)" with "03/29"
    And I fill "Cryptogramme (CVC)" with "707"
    And I click "Payer 65 €"
    Then I should see "AMI-1975"
