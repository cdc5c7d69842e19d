Feature: Hand-written catalogue filter (harness check)

  Scenario: Beginner computing courses in the evening
    Given I open "/"
    When I click "Courses"
    And I select "Computing & IT" from "Subject area"
    And I check "Beginner"
    And I check "Evening classes"
    And I click "Show courses"
    Then I should see "Python for Beginners"
