Feature: Hand-written timetable check (harness check)

  Scenario: Hannah's Tuesday Spanish class room
    Given I open "/portal"
    When I fill "Student ID" with "S2026-0412"
    And I fill "Password" with "Owl-2026!"
    And I click "role=button:Log in"
    And I click "Timetable"
    Then I should see "B-214"
