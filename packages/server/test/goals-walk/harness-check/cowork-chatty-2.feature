Feature: Hand-written event registration (harness check)

  Scenario: Daniel Okafor and a guest at the Christmas afterwork
    Given I open "/"
    When I click "Events"
    And I click "Register" in "Christmas afterwork"
    And I fill "Full name" with "Daniel Okafor"
    And I fill "Email" with "daniel.okafor@mail.test"
    And I fill "Job title" with "UX researcher"
    And I fill "Dietary requirements (optional)" with "vegetarian x2"
    And I select "Me + 1 guest" from "Number of guests"
    And I click "Register"
    Then I should see "EVT-"
