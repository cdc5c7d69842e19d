Feature: Hand-written custom bouquet request in English (harness check)

  Scenario: Olivia Grant asks for a thank-you bouquet for Friday 18 December
    Given I open "/en/"
    When I click "Custom bouquet"
    And I select "Thank you" from "Occasion"
    And I select "€50 to €80" from "Budget"
    And I check "White"
    And I check "Yellow"
    And I fill "Your wishes (favourite flowers, style, things to avoid…)" with "Something bright and simple for my team, no lilies please"
    And I fill "Date needed" with "2026-12-18"
    And I fill "Your name" with "Olivia Grant"
    And I fill "Your email" with "olivia.grant@mail.test"
    And I fill "Your phone" with "07 81 45 22 90"
    And I click "Send my request"
    Then I should see "DEV-"
