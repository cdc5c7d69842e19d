Feature: Hand-written reservation cancellation in English (harness check)

  Scenario: Peter cancels RES-4415
    Given I open "/"
    When I click "EN"
    And I click "Sign in"
    And I fill "Card number" with "2940-305"
    And I fill "PIN (4 digits)" with "8026"
    And I click "role=button:Sign in"
    And I click "Reservations (2)"
    And I click "css=form:has(input[value='RES-4415']) button"
    Then I should see "cancelled"
