Feature: Hand-written van with driver (harness check)

  Scenario: Thomas Delacroix books the large Luton with 2 helpers on Saturday 9 January at 07:30
    Given I open "/van-with-driver"
    When I fill "Date" with "2027-01-09"
    And I select "07:30" from "Start time"
    And I select "5 hours" from "Number of hours"
    And I check "Large Luton van with tail lift (18 m³) — £70.00 an hour"
    And I select "2 helpers (+£40 an hour)" from "Extra helpers"
    And I fill "Pick-up postcode" with "M15 4PR"
    And I fill "Your name" with "Thomas Delacroix"
    And I fill "Phone" with "07700 900847"
    And I click "Book the van"
    Then I should see "VAN-"
