Feature: Hand-written profile update (harness check)

  Scenario: Margot Fabre changes her phone, dietary preferences and language of emails
    Given I open "/compte/connexion"
    When I fill "Adresse e-mail" with "margot.fabre@mail.test"
    And I fill "Mot de passe" with "Comptoir-69!"
    And I click "role=button:Se connecter"
    And I click "Profil"
    And I fill "Téléphone portable" with "+33 6 70 81 92 03"
    And I check "Végétarien"
    And I check "Sans gluten"
    And I check "css=input[name=\"email_lang\"][value=\"en\"]"
    And I click "Enregistrer les modifications"
    Then I should see "+33 6 70 81 92 03"
