Feature: Hand-written business lunch booking in English (harness check)

  Scenario: Olivia Grant books lunch for four on Tuesday 1 December at 12:30
    Given I open "/"
    When I click "EN"
    And I click "Restaurant"
    And I click "Book a table"
    And I fill "Date" with "2026-12-01"
    And I select "12:30" from "Time"
    And I select "4" from "Number of guests"
    And I fill "Name" with "Olivia Grant"
    And I fill "Phone" with "+33 6 44 21 90 17"
    And I fill "Email" with "olivia.grant@mail.test"
    And I select "Business meal" from "Occasion"
    And I fill "Allergies or dietary needs" with "One guest is coeliac, gluten-free please"
    And I click "Book the table"
    Then I should see "TAB-"
