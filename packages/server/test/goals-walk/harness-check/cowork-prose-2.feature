Feature: Hand-written small meeting room (harness check)

  Scenario: Julien Mercier books the Alvéole on Friday 11 December at 14:15
    Given I open "/meeting-rooms"
    When I click "Book this room" in "Alvéole"
    And I fill "Date" with "2026-12-11"
    And I fill "Start time" with "14:15"
    And I select "1 hour 30" from "Duration"
    And I fill "Number of attendees" with "2"
    And I check "No catering"
    And I check "Whiteboard and markers (free)"
    And I fill "Your name" with "Julien Mercier"
    And I fill "Email" with "julien.mercier@avocat.test"
    And I click "Book the room"
    Then I should see "ROOM-"
