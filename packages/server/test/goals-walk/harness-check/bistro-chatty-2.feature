Feature: Hand-written private-hire enquiry (harness check)

  Scenario: Brightwave Analytics asks for a quote for 34 guests on 19 January 2027
    Given I open "/en/private-events"
    When I select "Company dinner or seminar" from "Type of event"
    And I fill "Preferred date" with "2027-01-19"
    And I check "Evening"
    And I check "Seated meal (up to 60 guests)"
    And I fill "Number of guests" with "34"
    And I select "€60 to €90" from "Budget per person (drinks included)"
    And I fill "Company (optional)" with "Brightwave Analytics"
    And I fill "Full name" with "Sarah O’Neill"
    And I fill "Email" with "sarah.oneill@brightwave.test"
    And I fill "Phone" with "+33 6 20 11 48 73"
    And I fill "About your event" with "We would love to have the whole restaurant to ourselves, with a vegetarian option for about 8 guests. Could you send us a quote?"
    And I click "Ask for a quote"
    Then I should see "DEV-"
