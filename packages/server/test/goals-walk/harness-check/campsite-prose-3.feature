Feature: Hand-written canoe trip and newsletter sign-up (harness check)

  Scenario: Owen Price books the canoe trip for 4 on Wednesday 8 September 2027, then subscribes
    Given I open "/en/activities"
    When I select "Wednesday 8 September 2027, 14:00" from "Date: Canoe trip"
    And I fill "Participants: Canoe trip" with "4"
    And I click "Book" in "Canoe trip"
    And I fill "Full name" with "Owen Price"
    And I fill "Email" with "owen.price@mail.test"
    And I fill "Mobile phone" with "07700 900 846"
    And I click "Confirm the booking"
    And I fill "Your email for the newsletter" with "owen.price@mail.test"
    And I check "I agree to receive the campsite’s newsletter (unsubscribe at any time)"
    And I click "Sign up"
    Then I should see "owen.price@mail.test"
