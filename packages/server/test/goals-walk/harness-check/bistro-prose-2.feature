Feature: Hand-written reorder of a takeaway (harness check)

  Scenario: James Whitfield orders CMD-8851 again for Tuesday 15 December at 18:45
    Given I open "/en/account/sign-in"
    When I fill "Email address" with "james.whitfield@mail.test"
    And I fill "Password" with "Quenelle*42"
    And I click "role=button:Sign in"
    And I click "My orders"
    And I click "Order again" in "CMD-8851"
    And I select "Tuesday 15 December" from "Pickup day"
    And I select "18:45" from "Pickup time"
    And I check "At the restaurant, when you collect (card, cash or meal vouchers)"
    And I click "Place the order"
    Then I should see "CMD-"
