Feature: Hand-written full-day board meeting (harness check)

  Scenario: Sophie Marchetti books the Rucher on 5 January 2027
    Given I open "/meeting-rooms/rucher"
    When I fill "Date" with "2027-01-05"
    And I fill "Start time" with "10:00"
    And I select "Full day (8 hours)" from "Duration"
    And I fill "Number of attendees" with "14"
    And I check "Lunch platters — €18 per person"
    And I check "Projector (+€15.00)"
    And I check "Video-conference kit (camera and speakerphone) (+€20.00)"
    And I fill "Your name" with "Sophie Marchetti"
    And I fill "Email" with "s.marchetti@gironde-invest.test"
    And I click "Book the room"
    Then I should see "ROOM-"
