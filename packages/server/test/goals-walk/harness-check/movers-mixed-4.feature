Feature: Hand-written account details update in French (harness check)

  Scenario: Aisha Rahman changes her mobile, turns on moving-day texts and French emails
    Given I open "/fr/espace-client"
    When I fill "E-mail" with "aisha.rahman@mail.test"
    And I fill "Mot de passe" with "Boxes-2026!"
    And I click "role=button:Se connecter"
    And I click "Compte"
    And I fill "Téléphone portable" with "07700 900419"
    And I check "M’envoyer un SMS le jour J quand l’équipe est en route"
    And I select "Français" from "Langue de nos e-mails et SMS"
    And I click "role=button:Enregistrer"
    Then I should see "07700 900419"
