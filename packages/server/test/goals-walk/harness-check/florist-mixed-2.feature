Feature: Hand-written pause of a subscription (harness check)

  Scenario: Mark Bennett pauses ABO-20488 for two months while his office moves
    Given I open "/en/account/sign-in"
    When I fill "Email" with "mark.bennett@mail.test"
    And I fill "Password" with "Tulip&Rose8"
    And I click "role=button:Sign in"
    And I click "My subscriptions"
    And I click "Pause" in "ABO-20488"
    And I select "2 months" from "Pause for"
    And I select "Moving house or office" from "Reason"
    And I click "role=button:Pause subscription"
    Then I should see "08/02/2027"
