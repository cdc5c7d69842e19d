Feature: Hand-written change of a party size (harness check)

  Scenario: James Whitfield makes RES-40622 a table for eight
    Given I open "/en/account/sign-in"
    When I fill "Email address" with "james.whitfield@mail.test"
    And I fill "Password" with "Quenelle*42"
    And I click "role=button:Sign in"
    And I click "Change" in "RES-40622"
    And I select "8" from "Number of guests"
    And I click "Save"
    Then I should see "6 → 8"
