Feature: Hand-written ticket exchange in English (harness check)

  Scenario: Bruno moves his Misanthrope seats to Friday 2 October
    Given I open "/"
    When I click "EN"
    And I click "My account"
    And I fill "Email" with "bruno.lefort@mail.test"
    And I fill "Password" with "Cour-Jardin-26"
    And I click "role=button:Sign in"
    And I click "My tickets"
    And I click "Exchange" in "RES-40256"
    And I check "Friday 2 October 2026 at 8:30 pm"
    And I select "I booked the wrong date" from "Reason for the exchange"
    And I click "Confirm the exchange"
    Then I should see "Exchange confirmed"
