Feature: Hand-written trial day request in English (harness check)

  Scenario: Grace Holloway asks to try the gym, a class and the climbing wall
    Given I open "/"
    When I select "English" from "Langue / Language"
    And I click "Free trial day"
    And I fill "First name" with "Grace"
    And I fill "Last name" with "Holloway"
    And I fill "Email" with "grace.holloway@mail.test"
    And I select "Wednesday 21 October 2026" from "Preferred day"
    And I check "Gym and cardio room"
    And I check "A group class of your choice"
    And I check "Climbing wall (supervised session)"
    And I select "The town magazine" from "How did you hear about us?"
    And I click "Send my request"
    Then I should see "ESS-"
