Feature: Hand-written application from the home page (harness check)

  Scenario: Apply to DevOps Engineer from its featured card
    Given I open "/"
    When I click "Apply" in "DevOps Engineer"
    And I fill "First name" with "Marco"
    And I fill "Last name" with "Bianchi"
    And I fill "Email" with "marco.bianchi@mail.test"
    And I fill "Phone (optional)" with "+33 6 12 34 56 78"
    And I fill "LinkedIn or portfolio URL (optional)" with "https://marcobianchi.dev"
    And I click "Continue"
    And I fill "Years of experience" with "7"
    And I fill "Available from" with "2026-10-05"
    And I select "LinkedIn" from "How did you hear about us?"
    And I click "Continue to review"
    And I check "I agree that Brightwork Jobs shares my application with the employer"
    And I click "Submit application"
    Then I should see "BWA-73"
