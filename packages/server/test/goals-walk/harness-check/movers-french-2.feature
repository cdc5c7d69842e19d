Feature: Hand-written move cancellation in French (harness check)

  Scenario: Julien Mercier cancels MOV-20470
    Given I open "/fr/espace-client"
    When I fill "E-mail" with "julien.mercier@mail.test"
    And I fill "Mot de passe" with "Carton#59"
    And I click "role=button:Se connecter"
    And I click "Annuler" in "MOV-20470"
    And I check "Je confirme vouloir annuler ce déménagement"
    And I click "role=button:Annuler mon déménagement"
    Then I should see "08/12/2026"
