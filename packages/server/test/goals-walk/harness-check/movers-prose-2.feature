Feature: Hand-written contact message and newsletter sign-up (harness check)

  Scenario: Grace Oduya writes about referral discounts, then subscribes to the newsletter
    Given I open "/contact"
    When I select "Something else" from "Topic"
    And I fill "Your message" with "Hello, do you offer a discount for clients referred by local estate agents? We see about ten moves a month."
    And I fill "Your name" with "Grace Oduya"
    And I fill "Email" with "grace@oduya-homes.test"
    And I click "Send message"
    And I fill "Your email for the newsletter" with "grace@oduya-homes.test"
    And I check "I agree to receive the Swift Removals newsletter (unsubscribe at any time)"
    And I click "Subscribe"
    Then I should see "subscribed"
