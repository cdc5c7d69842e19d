Feature: Hand-written profile update (harness check)

  Scenario: Sam moves to Bordeaux
    Given I open "/signin"
    When I fill "Email" with "sam.okafor@mail.test"
    And I fill "Password" with "Okafor#2026"
    And I click "role=button:Sign in"
    And I click "Profile"
    And I fill "City" with "Bordeaux"
    And I fill "Phone" with "06 78 90 12 34"
    And I check "Open to relocation"
    And I click "Save"
    Then I should see "06 78 90 12 34"
