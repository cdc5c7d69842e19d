Feature: Hand-written order tracking in French (harness check)

  Scenario: Chloé Garnier tracks her kraft stickers, ORD-58166
    Given I open "/fr/compte"
    When I fill "E-mail" with "chloe.garnier@mail.test"
    And I fill "Mot de passe" with "Papier#Kraft7"
    And I click "role=button:Se connecter"
    And I click "Suivre" in "ORD-58166"
    Then I should see "FQ 4821 7730 5GB"
