Feature: Hand-written beneficiary deletion (harness check)

  Scenario: Karim deletes Garage Lafitte SARL
    Given I open "/connexion"
    When I fill "Numéro client" with "57630142"
    And I fill "Mot de passe" with "Chartrons#88"
    And I click "role=button:Se connecter"
    And I click "Bénéficiaires"
    And I click "Supprimer" in "Garage Lafitte SARL"
    And I click "Confirmer la suppression"
    Then I should see "Garage Lafitte SARL"
