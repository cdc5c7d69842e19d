Feature: Hand-written service details check (harness check)

  Scenario: Air conditioning costs $149.95
    Given I open "/"
    When I click "Services"
    And I click "Details" in "Air conditioning"
    Then I should see "$149.95"
