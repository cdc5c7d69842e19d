Feature: Hand-written profile update in French (harness check)

  Scenario: Manon Le Roux changes her phone, turns SMS off and prefers Sophie
    Given I open "/fr/"
    When I click "Espace élève"
    And I fill "E-mail" with "manon.leroux@mail.test"
    And I fill "Mot de passe" with "Volant-2026!"
    And I click "role=button:Se connecter"
    And I click "Profil"
    And I fill "Téléphone portable" with "07 58 36 90 12"
    And I uncheck "Me prévenir par SMS (rappels, changements de leçons)"
    And I select "Sophie Le Gall — Peugeot 208 (manuelle)" from "Moniteur préféré"
    And I click "Enregistrer mon profil"
    Then I should see "07 58 36 90 12"
