Feature: Hand-written lesson booking from the calendar (harness check)

  Scenario: James Whitfield books Friday 18 December at 16:00 with Thomas, pick-up at the station
    Given I open "/account/sign-in"
    When I fill "Email" with "james.whitfield@mail.test"
    And I fill "Password" with "Gearbox#44"
    And I click "role=button:Sign in"
    And I click "Book a lesson"
    And I click "Next week"
    And I click "css=a[href*='slot=2026-12-18_1600_thomas']"
    And I select "Nantes railway station (south exit)" from "Pick-up point"
    And I check "Town driving"
    And I fill "Anything your instructor should know? (optional)" with "Train gets in at 15:48, I’ll wait by the taxi rank"
    And I check "Send me an SMS reminder the day before"
    And I click "role=button:Book this lesson"
    Then I should see "LES-"
