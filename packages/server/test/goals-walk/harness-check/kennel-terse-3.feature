Feature: Hand-written newsletter subscription in English (harness check)

  Scenario: Tom Baxter subscribes from the footer
    Given I open "/"
    When I click "English"
    And I fill "Your email" with "tom.baxter@mail.test"
    And I check "I agree to receive the newsletter (once a month)"
    And I click "Subscribe"
    Then I should see "subscribed"
