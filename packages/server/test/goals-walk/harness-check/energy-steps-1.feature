Feature: Hand-written help article (harness check)

  Scenario: How to read your meter
    Given I open "/"
    When I click "Help"
    And I click "Read more" in "How to read your meter"
    Then I should see "press the + button"
