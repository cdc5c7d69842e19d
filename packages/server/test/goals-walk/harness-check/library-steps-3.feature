Feature: Hand-written CD renewal (harness check)

  Scenario: Peter renews Random Access Memories
    Given I open "/connexion"
    When I fill "Numéro de carte" with "2940-305"
    And I fill "Code PIN (4 chiffres)" with "8026"
    And I click "role=button:Se connecter"
    And I click "css=form:has(input[value='P-5202']) button"
    Then I should see "27/04/2026"
