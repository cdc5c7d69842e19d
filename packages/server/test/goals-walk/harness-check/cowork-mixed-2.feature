Feature: Hand-written profile update (harness check)

  Scenario: Tom Hartley changes his phone, newsletters and language of emails
    Given I open "/account/login"
    When I fill "Email" with "tom.hartley@mail.test"
    And I fill "Password" with "Hive*Desk7"
    And I click "role=button:Sign in"
    And I click "Profile"
    And I fill "Mobile phone" with "07 52 90 33 18"
    And I uncheck "The monthly Ruche newsletter"
    And I check "Invitations to events and workshops"
    And I check "css=input[name=\"contact_lang\"][value=\"fr\"]"
    And I click "Save changes"
    Then I should see "07 52 90 33 18"
