Feature: Hand-written time slot change (harness check)

  Scenario: Claire moves BIL-30587 to 14:00
    Given I open "/"
    When I click "Se connecter"
    And I fill "E-mail" with "claire.dumont@mail.test"
    And I fill "Mot de passe" with "Valmont-2026"
    And I click "role=button:Se connecter"
    And I click "Changer le créneau" in "BIL-30587"
    And I check "14:00"
    And I click "Enregistrer le nouveau créneau"
    Then I should see "nouveau créneau"
