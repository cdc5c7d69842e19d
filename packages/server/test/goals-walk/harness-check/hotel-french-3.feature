Feature: Hand-written profile update in the guest area (harness check)

  Scenario: Sophie Lemaire changes her phone, leaves the newsletter and prefers English
    Given I open "/espace"
    When I fill "Adresse e-mail" with "sophie.lemaire@mail.test"
    And I fill "Mot de passe" with "Remparts-2026"
    And I click "role=button:Se connecter"
    And I click "Mon profil"
    And I fill "Téléphone" with "07 45 89 12 30"
    And I uncheck "Recevoir la lettre des Remparts (offres et événements, 4 fois par an)"
    And I select "Anglais" from "Langue préférée pour nos e-mails"
    And I click "Enregistrer"
    Then I should see "Profil enregistré : 07 45 89 12 30"
