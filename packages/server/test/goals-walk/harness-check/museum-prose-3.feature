Feature: Hand-written profile update (harness check)

  Scenario: James Porter changes his phone number and subscribes to the newsletter
    Given I open "/"
    When I click "EN"
    And I click "Sign in"
    And I fill "Email" with "james.porter@mail.test"
    And I fill "Password" with "Forez*Art7"
    And I click "role=button:Sign in"
    And I click "My profile"
    And I fill "Phone" with "+44 7911 123456"
    And I check "Receive the museum’s newsletter"
    And I click "Save"
    Then I should see "+44 7911 123456"
