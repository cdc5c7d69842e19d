Feature: Hand-written news article in English (harness check)

  Scenario: Easter opening hours
    Given I open "/"
    When I click "EN"
    And I click "Read more" in "Easter weekend opening hours"
    Then I should see "closed on Monday 6 April"
