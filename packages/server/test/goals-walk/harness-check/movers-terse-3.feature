Feature: Hand-written move date change (harness check)

  Scenario: Aisha Rahman moves MOV-20417 to Monday 4 January 2027
    Given I open "/account/sign-in"
    When I fill "Email" with "aisha.rahman@mail.test"
    And I fill "Password" with "Boxes-2026!"
    And I click "role=button:Sign in"
    And I click "Change date" in "MOV-20417"
    And I select "Monday 4 January 2027" from "New date (the dates we can offer)"
    And I fill "Reason for the change" with "keys to the new house only handed over on 2 Jan"
    And I click "role=button:Change the date"
    Then I should see "04/01/2027"
