Feature: Hand-written lab results by code in English (harness check)

  Scenario: Code LAB-58213, fasting glucose
    Given I open "/"
    When I click "EN"
    And I click "Lab results"
    And I fill "Access code" with "LAB-58213"
    And I fill "Patient’s date of birth (DD/MM/YYYY)" with "04/09/1979"
    And I click "See my results"
    Then I should see "0.92 g/L"
