Feature: Hand-written guest booking of the Tuesday Pilates class in English (harness check)

  Scenario: Nina Okafor books the Tuesday 7pm Pilates as a non-member
    Given I open "/"
    When I select "English" from "Langue / Language"
    And I click "Class timetable"
    And I click "css=a[href=\"/planning/reserver/mar-1900-pilates\"]"
    And I fill "First name" with "Nina"
    And I fill "Last name" with "Okafor"
    And I fill "Email" with "nina.okafor@mail.test"
    And I fill "Mobile phone" with "07 44 19 82 30"
    And I click "Book this session"
    Then I should see "RSV-"
