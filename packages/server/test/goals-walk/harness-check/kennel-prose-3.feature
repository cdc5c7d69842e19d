Feature: Hand-written pet profile update in English (harness check)

  Scenario: Oliver Grant records Rufus's booster and chicken allergy
    Given I open "/"
    When I click "English"
    And I click "Log in"
    And I fill "Email address" with "oliver.grant@mail.test"
    And I fill "Password" with "Muddy-Paws-8"
    And I click "role=button:Log in"
    And I click "My pets"
    And I click "Edit profile" in "Rufus"
    And I fill "Date of the last vaccination" with "2026-11-27"
    And I fill "Allergies or food intolerances" with "Allergic to chicken – no chicken-based treats please"
    And I click "Save the profile"
    Then I should see "Allergic to chicken"
