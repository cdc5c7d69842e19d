Feature: Hand-written booking (harness check)

  Scenario: Book yoga
    Given I open "/book"
    When I select "Yoga (60 min)" from "Service"
    And I fill "Date" with "2026-03-17"
    And I check "Morning (9:00 – 12:00)"
    And I fill "Email" with "ana@x.org"
    And I click "Confirm booking"
    Then I should see "Booking confirmed"
