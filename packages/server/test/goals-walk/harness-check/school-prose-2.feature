Feature: Hand-written keyword search (harness check)

  Scenario: Online Excel course
    Given I open "/courses"
    When I fill "Keyword or course code" with "Excel"
    And I check "Online"
    And I click "Show courses"
    And I click "View course" in "Data Analysis with Excel"
    Then I should see "DA210"
