Feature: Hand-written lost property report in English (harness check)

  Scenario: Switch to English, report a phone
    Given I open "/"
    When I click "EN"
    And I click "Lost property"
    And I fill "Date of travel" with "28/03/2026"
    And I check "Phone, laptop, tablet"
    And I fill "Description of the item" with "Black Samsung Galaxy S23 in a green case"
    And I fill "Full name" with "Tom Harris"
    And I fill "Email address" with "tom.harris@mail.test"
    And I fill "Phone (optional)" with "07 81 22 33 44"
    And I click "Send report"
    Then I should see "Report received"
