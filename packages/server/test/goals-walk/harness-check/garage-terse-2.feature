Feature: Hand-written recall check (harness check)

  Scenario: VIN of a 2019 Honda Civic with an open recall
    Given I open "/"
    When I click "Recall check"
    And I fill "VIN (17 characters)" with "2HGFC2F59KH512345"
    And I click "Check for recalls"
    Then I should see "1 open recall"
