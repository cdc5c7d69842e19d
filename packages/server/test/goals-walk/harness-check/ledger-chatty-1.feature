Feature: Hand-written settings (harness check)

  Scenario: Language and weekly summary
    Given I open "/login"
    When I fill "Email address" with "demo@ledgerly.test"
    And I fill "Password" with "Demo-2026!"
    And I click "Sign in"
    And I click "Settings"
    And I select "Français" from "Language"
    And I uncheck "Email me a weekly summary"
    And I click "Save settings"
    Then I should see "Settings saved"
