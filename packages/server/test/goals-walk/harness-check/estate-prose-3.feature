Feature: Hand-written viewing of the Distré farmhouse in English (harness check)

  Scenario: Julia Brennan asks to see the farmhouse on Saturday morning with her builder
    Given I open "/"
    When I click "English"
    And I click "Buy"
    And I click "View property" in "Renovated long farmhouse on 2,500 m² of land"
    And I fill "First name" with "Julia"
    And I fill "Last name" with "Brennan"
    And I fill "Email" with "julia.brennan@mail.test"
    And I fill "Phone" with "06 27 90 15 64"
    And I fill "Preferred date" with "2026-11-07"
    And I check "Morning (9 am – 12 pm)"
    And I fill "Your message (optional)" with "We will come with our builder."
    And I check "I agree to my details being used to handle my viewing request"
    And I click "Send my viewing request"
    Then I should see "VIS-"
