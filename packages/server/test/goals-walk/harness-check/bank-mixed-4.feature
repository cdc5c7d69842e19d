Feature: Hand-written Essential Account opening in English (harness check)

  Scenario: Lucie Garnier opens an Essential Account
    Given I open "/"
    When I click "EN"
    And I click "Our offers"
    And I click "Open this account" in "Essential Account"
    And I select "Ms" from "Title"
    And I fill "First name" with "Lucie"
    And I fill "Last name" with "Garnier"
    And I fill "Date of birth" with "22/11/1998"
    And I fill "Email address" with "lucie.garnier@mail.test"
    And I fill "Mobile phone" with "06 90 14 37 25"
    And I fill "Postcode" with "33130"
    And I check "No"
    And I select "Bordeaux Victoire branch" from "Your branch"
    And I check "I have read the terms and conditions and the fee schedule, and I agree to be contacted about this application"
    And I click "Send my application"
    Then I should see "Your application has been sent"
