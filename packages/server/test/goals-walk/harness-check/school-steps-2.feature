Feature: Hand-written grades check (harness check)

  Scenario: Hannah's Assignment 2 grade
    Given I open "/portal"
    When I fill "Student ID" with "S2026-0412"
    And I fill "Password" with "Owl-2026!"
    And I click "role=button:Log in"
    And I click "Grades"
    Then I should see "A-"
