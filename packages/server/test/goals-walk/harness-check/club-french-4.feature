Feature: Hand-written update of a member's details (harness check)

  Scenario: Sarah Mitchell moves to place Plumereau and changes her emergency contact
    Given I open "/espace"
    When I fill "Adresse e-mail" with "sarah.mitchell@mail.test"
    And I fill "Mot de passe" with "Smash-Point9"
    And I click "role=button:Se connecter"
    And I click "Mes infos"
    And I fill "Téléphone portable" with "07 69 30 14 52"
    And I fill "Adresse" with "9 place Plumereau"
    And I fill "Code postal" with "37000"
    And I fill "Ville" with "Tours"
    And I fill "Nom et prénom" with "Chloé Garnier"
    And I fill "Son téléphone" with "06 33 18 72 05"
    And I select "Ami(e)" from "Lien avec vous"
    And I click "Enregistrer"
    Then I should see "Chloé Garnier"
