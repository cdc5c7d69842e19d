Feature: Hand-written removal of a saved job (harness check)

  Scenario: Sign in, remove DevOps Engineer from saved jobs
    Given I open "/signin"
    When I fill "Email" with "chloe.bernard@mail.test"
    And I fill "Password" with "Green-Desk-26"
    And I click "role=button:Sign in"
    And I click "Saved jobs"
    And I click "Remove" in "DevOps Engineer"
    Then I should see "Front-end Developer (React)"
