Feature: Hand-written vehicle added to an account (harness check)

  Scenario: David Chen adds a 2022 Volkswagen Golf
    Given I open "/signin"
    When I fill "Email" with "david.chen@mail.test"
    And I fill "Password" with "Northside!42"
    And I click "role=button:Sign in"
    And I fill "Licence plate" with "HPX-5127"
    And I select "Volkswagen" from "Make"
    And I fill "Model" with "Golf"
    And I fill "Year" with "2022"
    And I fill "Mileage (km)" with "18 350"
    And I click "Add this vehicle"
    Then I should see "HPX-5127"
