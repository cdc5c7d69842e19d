Feature: Hand-written move of a desk booking (harness check)

  Scenario: Tom Hartley moves DSK-20433 to Friday 18 December
    Given I open "/account/login"
    When I fill "Email" with "tom.hartley@mail.test"
    And I fill "Password" with "Hive*Desk7"
    And I click "role=button:Sign in"
    And I click "Move" in "DSK-20433"
    And I fill "New date" with "2026-12-18"
    And I click "role=button:Move booking"
    Then I should see "18/12/2026"
