Feature: Hand-written move tracking (harness check)

  Scenario: MOV-20433 from SK4 2DN is tracked
    Given I open "/"
    When I click "Track my move"
    And I fill "Move reference" with "MOV-20433"
    And I fill "Postcode of either address" with "SK4 2DN"
    And I click "role=button:Track"
    Then I should see "12/12/2026"
