Feature: Hand-written tennis court hire on the centre court (harness check)

  Scenario: Mark Whitfield books the centre court on Friday 16 October at 8 pm with rackets
    Given I open "/"
    When I select "English" from "Langue / Language"
    And I click "Tennis"
    And I check "Centre court — hard court, indoor"
    And I fill "Date" with "2026-10-16"
    And I select "20:00 – 21:00" from "Time slot"
    And I fill "Your full name" with "Mark Whitfield"
    And I fill "Email" with "mark.whitfield@mail.test"
    And I fill "Your partner’s name" with "Jonas Berg"
    And I check "Racket hire (€3 per racket, paid at reception)"
    And I click "Book the court"
    Then I should see "TEN-"
