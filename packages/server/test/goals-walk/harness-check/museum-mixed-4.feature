Feature: Hand-written time slot change in English (harness check)

  Scenario: James Porter moves BIL-30633 to 17:00
    Given I open "/"
    When I click "EN"
    And I click "Sign in"
    And I fill "Email" with "james.porter@mail.test"
    And I fill "Password" with "Forez*Art7"
    And I click "role=button:Sign in"
    And I click "Change the time slot" in "BIL-30633"
    And I check "17:00"
    And I click "Save the new time slot"
    Then I should see "17:00"
