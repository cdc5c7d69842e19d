Feature: Hand-written named driver (harness check)

  Scenario: Sign in, then add a driver on My policies
    Given I open "/login"
    When I fill "Email or customer number" with "james.whitfield@mail.test"
    And I fill "Password" with "Tea-and-toast-9"
    And I click "role=button:Sign in"
    And I click "My policies"
    And I fill "Driver's first name" with "Emma"
    And I fill "Driver's last name" with "Whitfield"
    And I fill "Date of birth" with "05/09/2004"
    And I fill "Licence obtained on" with "12/06/2023"
    And I click "Add driver"
    Then I should see "added as a named driver"
