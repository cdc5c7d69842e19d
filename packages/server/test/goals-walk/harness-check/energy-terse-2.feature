Feature: Hand-written electricity reading (harness check)

  Scenario: David sends an electricity reading
    Given I open "/"
    When I click "Customer area"
    And I fill "Customer number" with "40031588"
    And I fill "Password" with "Maple#Tree9"
    And I click "role=button:Sign in"
    And I click "Meter readings"
    And I fill "Date of reading" with "14/03/2026"
    And I fill "Reading (kWh)" with "23987"
    And I click "Send my reading"
    Then I should see "has been recorded"
