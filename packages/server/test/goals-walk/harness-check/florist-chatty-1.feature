Feature: Hand-written fortnightly subscription (harness check)

  Scenario: Emma Clarke subscribes to a medium bouquet every two weeks from Thursday 7 January
    Given I open "/en/subscription"
    When I check "Every two weeks"
    And I check "Medium — €39.00 per delivery"
    And I fill "First delivery on" with "2027-01-07"
    And I fill "Street address" with "14 rue Toussaint"
    And I fill "Postcode" with "49100"
    And I fill "Town" with "Angers"
    And I fill "Full name" with "Emma Clarke"
    And I fill "Email" with "emma.clarke@mail.test"
    And I click "role=button:Subscribe"
    Then I should see "ABO-"
