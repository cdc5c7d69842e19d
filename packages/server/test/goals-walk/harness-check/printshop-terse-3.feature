Feature: Hand-written account details update (harness check)

  Scenario: Olivia Bennett changes her phone, company and invoice email
    Given I open "/account/sign-in"
    When I fill "Email" with "olivia.bennett@mail.test"
    And I fill "Password" with "Letterpress-26"
    And I click "role=button:Sign in"
    And I click "Details"
    And I fill "Phone" with "+44 117 496 0714"
    And I fill "Company" with "Bennett & Hale Architects LLP"
    And I fill "Invoice email" with "accounts@bennetthale.test"
    And I click "Save my details"
    Then I should see "+44 117 496 0714"
