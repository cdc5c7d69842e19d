Feature: Hand-written scholarship application (harness check)

  Scenario: Priya Raman applies for Machine Learning in Practice
    Given I open "/"
    When I click "Scholarships"
    And I click "Start my application"
    And I fill "Full name" with "Priya Raman"
    And I fill "Email" with "priya.raman@mail.test"
    And I select "Machine Learning in Practice (ML450)" from "Course you want to take"
    And I check "$30,000 to $59,999"
    And I fill "Why do you want to take this course?" with "I work nights at a warehouse and taught myself Python; this course would let me move into a junior data role in Ottawa."
    And I check "I confirm that the information given is true and complete"
    And I click "Submit application"
    Then I should see "SCH-"
