Feature: Hand-written profile update in French (harness check)

  Scenario: Marc changes his phone and address and accepts the offers
    Given I open "/"
    When I click "FR"
    And I click "Se connecter"
    And I fill "Courriel" with "marc.tremblay@mail.test"
    And I fill "Mot de passe" with "Garage-Nord-88"
    And I click "role=button:Se connecter"
    And I click "Profil"
    And I fill "Téléphone" with "514 555-0190"
    And I fill "Adresse" with "9100 rue Saint-Hubert"
    And I fill "Code postal" with "H2M 1Y8"
    And I check "M’envoyer par courriel les offres saisonnières et des conseils d’entretien"
    And I click "Enregistrer"
    Then I should see "Votre profil a été mis à jour"
