Feature: Hand-written move date change (harness check)

  Scenario: Julien Mercier moves MOV-20452 to Friday 15 January 2027
    Given I open "/account"
    When I fill "Email" with "julien.mercier@mail.test"
    And I fill "Password" with "Carton#59"
    And I click "role=button:Sign in"
    And I click "Change date" in "MOV-20452"
    And I select "Friday 15 January 2027" from "New date (the dates we can offer)"
    And I fill "Reason for the change" with "le bail de l’appartement commence le 15, pas avant"
    And I click "role=button:Change the date"
    Then I should see "15/01/2027"
