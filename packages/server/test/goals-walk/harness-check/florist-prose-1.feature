Feature: Hand-written look at a past order (harness check)

  Scenario: Mark Bennett checks where CMD-40135 was delivered
    Given I open "/en/account/sign-in"
    When I fill "Email" with "mark.bennett@mail.test"
    And I fill "Password" with "Tulip&Rose8"
    And I click "role=button:Sign in"
    And I click "My orders"
    And I click "View" in "CMD-40135"
    Then I should see "11 rue Saint-Aubin"
