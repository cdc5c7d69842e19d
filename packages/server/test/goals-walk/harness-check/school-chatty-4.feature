Feature: Hand-written profile update (harness check)

  Scenario: Marc becomes Marco and adds an emergency contact
    Given I open "/portal"
    When I fill "Student ID" with "S2025-1187"
    And I fill "Password" with "Tulipe#44"
    And I click "role=button:Log in"
    And I click "My profile"
    And I fill "Preferred name" with "Marco"
    And I select "he/him" from "Pronouns"
    And I fill "Full name" with "Julie Lefebvre"
    And I fill "Emergency contact phone number" with "819-555-0176"
    And I click "Save changes"
    Then I should see "Marco"
