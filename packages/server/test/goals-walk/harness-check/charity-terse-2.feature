Feature: Hand-written tax receipt sent again by email (harness check)

  Scenario: Thomas asks for his 2025 receipt by email
    Given I open "/"
    When I click "Espace donateur"
    And I fill "E-mail" with "thomas.girard@mail.test"
    And I fill "Mot de passe" with "Tartine-42"
    And I click "role=button:Se connecter"
    And I click "Mes dons"
    And I select "2025" from "Année"
    And I click "Recevoir par e-mail"
    Then I should see "RF-2025"
