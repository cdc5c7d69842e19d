Feature: Hand-written late arrival (harness check)

  Scenario: The Brennan booking will arrive at about 22:30
    Given I open "/en/late-arrival"
    When I fill "Booking reference" with "RES-48455"
    And I fill "Surname of the booking holder" with "Brennan"
    And I select "22:30" from "Expected arrival time"
    And I fill "Mobile phone (for the text message)" with "+353 86 555 0192"
    And I click "Send my arrival time"
    Then I should see "07/08/2027"
