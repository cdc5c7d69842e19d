Feature: Hand-written lost watch report (harness check)

  Scenario: Priya Nair reports her Garmin watch lost in the changing rooms
    Given I open "/"
    When I select "English" from "Langue / Language"
    And I click "Lost and found"
    And I select "Jewellery, watch" from "Kind of item"
    And I fill "css=input[name=\"lieu\"]" with "women's changing rooms by the pool"
    And I fill "Date you lost it" with "2026-10-07"
    And I fill "Description (colour, brand, anything distinctive)" with "Garmin Forerunner 55, black strap, engraved P.N. on the back"
    And I fill "Your name" with "Priya Nair"
    And I fill "Email" with "priya.nair@mail.test"
    And I fill "Phone" with "07 12 90 44 81"
    And I click "Report the loss"
    Then I should see "OBJ-"
