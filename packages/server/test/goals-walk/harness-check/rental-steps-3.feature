Feature: Hand-written profile update (harness check)

  Scenario: Julie moves to Chambéry and subscribes to the newsletter
    Given I open "/"
    When I click "Espace client"
    And I fill "Adresse e-mail" with "julie.morel@mail.test"
    And I fill "Mot de passe" with "Montagne#38"
    And I click "Me connecter"
    And I click "Mon profil"
    And I fill "Adresse" with "2 place Saint-Léger"
    And I fill "Code postal" with "73000"
    And I fill "Ville" with "Chambéry"
    And I check "Recevoir la newsletter Alpiloc (bons plans et offres week-end)"
    And I click "Enregistrer les modifications"
    Then I should see "Vos informations ont été enregistrées"
