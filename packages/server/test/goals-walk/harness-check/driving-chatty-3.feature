Feature: Hand-written mock theory test registration (harness check)

  Scenario: Noah Perrin takes 2 seats on Wednesday 16 December at 17:30
    Given I open "/"
    When I click "Mock theory test"
    And I select "Wednesday 16 December 2026" from "Session date"
    And I check "17:30"
    And I fill "Number of seats" with "2"
    And I fill "Full name" with "Noah Perrin"
    And I fill "Email" with "noah.perrin@mail.test"
    And I fill "Learner number, if you are enrolled with us (optional)" with "EL-2405"
    And I click "Register for the mock test"
    Then I should see "MOCK-"
