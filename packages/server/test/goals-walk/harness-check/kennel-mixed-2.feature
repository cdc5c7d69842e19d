Feature: Hand-written change of boarding dates in English (harness check)

  Scenario: Oliver Grant extends PEN-40188 to Monday 4 January
    Given I open "/en/"
    When I click "Log in"
    And I fill "Email address" with "oliver.grant@mail.test"
    And I fill "Password" with "Muddy-Paws-8"
    And I click "role=button:Log in"
    And I click "Change dates" in "PEN-40188"
    And I fill "Departure date" with "2027-01-04"
    And I click "Save the new dates"
    Then I should see "04/01/2027"
