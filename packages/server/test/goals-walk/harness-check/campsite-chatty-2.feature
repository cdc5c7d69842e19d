Feature: Hand-written surf lesson booking (harness check)

  Scenario: Mark Delaney books a surf lesson for 2 beginners on Thursday 22 July 2027
    Given I open "/en/activities"
    When I select "Thursday 22 July 2027, 10:00" from "Date: Surf lesson"
    And I fill "Participants: Surf lesson" with "2"
    And I click "Book" in "Surf lesson"
    And I fill "Full name" with "Mark Delaney"
    And I fill "Email" with "mark.delaney@mail.test"
    And I fill "Mobile phone" with "+353 87 123 4567"
    And I fill "Booking reference of your stay (optional)" with "RES-48455"
    And I check "Beginner: never or hardly ever surfed"
    And I click "Confirm the booking"
    Then I should see "ACT-"
