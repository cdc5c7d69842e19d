Feature: Hand-written reschedule of a dental appointment (harness check)

  Scenario: Paul moves his Dr Haddad appointment to Thursday 23 April at 09:00
    Given I open "/espace-patient"
    When I fill "Adresse e-mail" with "paul.girard@mail.test"
    And I fill "Mot de passe" with "Girard!75"
    And I click "role=button:Se connecter"
    And I click "css=a[href=\"/espace-patient/deplacer?ref=TIL-4718\"]"
    And I check "css=input[value=\"2026-04-23T09:00\"]"
    And I click "Valider le nouvel horaire"
    Then I should see "jeudi 23 avril 2026 à 09:00"
