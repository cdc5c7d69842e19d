Feature: Hand-written electricity and gas readings (harness check)

  Scenario: Claire sends both readings
    Given I open "/signin"
    When I fill "Customer number" with "40029137"
    And I fill "Password" with "Soleil-2026"
    And I click "role=button:Sign in"
    And I click "Meter readings"
    And I fill "Date of reading" with "31/03/2026"
    And I fill "Reading (kWh)" with "45517"
    And I fill "Reading (m³)" with "8290"
    And I click "Send my reading"
    Then I should see "8290"
