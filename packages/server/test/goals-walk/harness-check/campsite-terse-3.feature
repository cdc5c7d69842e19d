Feature: Hand-written customer details update (harness check)

  Scenario: James Whitfield changes his mobile and car plate and turns text reminders off
    Given I open "/en/my-account/sign-in"
    When I fill "Email" with "james.whitfield@mail.test"
    And I fill "Password" with "Dune&Surf27"
    And I click "role=button:Sign in"
    And I click "My details"
    And I fill "Mobile phone" with "07700 900 582"
    And I fill "Car registration plate" with "YK21 HNB"
    And I uncheck "Text me a reminder the day before my arrival and my activities"
    And I click "role=button:Save"
    Then I should see "YK21 HNB"
