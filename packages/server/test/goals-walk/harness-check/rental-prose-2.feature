Feature: Hand-written invoice check in the customer area (harness check)

  Scenario: Tom opens the invoice of LOC-46630
    Given I open "/"
    When I click "Espace client"
    And I fill "Adresse e-mail" with "tom.baker@mail.test"
    And I fill "Mot de passe" with "Baker-2026!"
    And I click "Me connecter"
    And I click "css=a[href='/compte/factures/LOC-46630']"
    Then I should see "Baker Consulting Ltd"
