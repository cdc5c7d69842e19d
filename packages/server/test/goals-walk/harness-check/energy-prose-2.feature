Feature: Hand-written move out (harness check)

  Scenario: Claire leaves Lyon and closes her contract
    Given I open "/signin"
    When I fill "Customer number" with "40029137"
    And I fill "Password" with "Soleil-2026"
    And I click "role=button:Sign in"
    And I click "Moving out"
    And I fill "Date you leave" with "2026-04-30"
    And I fill "Electricity (kWh)" with "45890"
    And I fill "Gas (m³)" with "8412"
    And I fill "Street and number" with "3 impasse des Vignes"
    And I fill "Postcode" with "13100"
    And I fill "City" with "Aix-en-Provence"
    And I check "Close my contract on the day I leave"
    And I click "Confirm my move"
    Then I should see "MOV-"
