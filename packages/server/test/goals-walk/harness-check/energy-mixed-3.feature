Feature: Hand-written move with a contract transfer (harness check)

  Scenario: David moves to Tours and keeps Volta
    Given I open "/signin"
    When I fill "Customer number" with "40031588"
    And I fill "Password" with "Maple#Tree9"
    And I click "role=button:Sign in"
    And I click "Moving out"
    And I fill "Date you leave" with "2026-05-31"
    And I fill "Electricity (kWh)" with "24120"
    And I fill "Street and number" with "12 rue Nationale"
    And I fill "Postcode" with "37000"
    And I fill "City" with "Tours"
    And I check "Transfer my contract to my new home"
    And I click "Confirm my move"
    Then I should see "MOV-"
