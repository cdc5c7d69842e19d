Feature: Hand-written copy of a document by email (harness check)

  Scenario: James Whitfield has his training contract sent to his personal address
    Given I open "/account/sign-in"
    When I fill "Email" with "james.whitfield@mail.test"
    And I fill "Password" with "Gearbox#44"
    And I click "role=button:Sign in"
    And I click "Documents"
    And I click "Request a copy" in "Training contract"
    And I check "By email (PDF)"
    And I fill "Email address for the PDF" with "james.w@whitfield-family.test"
    And I click "Send my request"
    Then I should see "james.w@whitfield-family.test"
