Feature: Hand-written reschedule in the patient space (harness check)

  Scenario: Sophie moves her Dr Martin appointment to Friday 17 April at 09:30
    Given I open "/"
    When I click "Espace patient"
    And I fill "Adresse e-mail" with "sophie.lambert@mail.test"
    And I fill "Mot de passe" with "Tilleul-2026"
    And I click "Se connecter"
    And I click "css=a[href=\"/espace-patient/deplacer?ref=TIL-4702\"]"
    And I check "css=input[value=\"2026-04-17T09:30\"]"
    And I click "Valider le nouvel horaire"
    Then I should see "09:30"
