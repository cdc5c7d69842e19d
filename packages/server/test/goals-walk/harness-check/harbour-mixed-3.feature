Feature: Hand-written travel quote from a card (harness check)

  Scenario: Get a quote in the Travel insurance card
    Given I open "/"
    When I click "Get a quote" in "Travel insurance"
    And I check "Annual multi-trip"
    And I check "Europe"
    And I fill "Departure date" with "2026-04-18"
    And I fill "Number of travellers" with "2"
    And I fill "Email address" with "sarah.klein@mail.test"
    And I click "See my price"
    Then I should see "Your travel quote"
