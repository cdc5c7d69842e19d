Feature: Hand-written loan renewal in English (harness check)

  Scenario: Sign in as Camille, renew L'Étranger
    Given I open "/"
    When I click "EN"
    And I click "Sign in"
    And I fill "Card number" with "2940-118"
    And I fill "PIN (4 digits)" with "4471"
    And I click "role=button:Sign in"
    And I click "Loans (3)"
    And I click "css=form:has(input[value='P-5101']) button"
    Then I should see "25/04/2026"
