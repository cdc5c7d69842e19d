Feature: Hand-written car quote (harness check)

  Scenario: Comprehensive cover for GH-456-JK
    Given I open "/quote/car"
    When I fill "Registration number" with "GH-456-JK"
    And I check "The car is kept in a garage overnight"
    And I check "Comprehensive"
    And I fill "First name" with "Ada"
    And I fill "Last name" with "Moreau"
    And I fill "Date of birth (DD/MM/YYYY) *" with "14/02/1988"
    And I fill "Email" with "ada.moreau@mail.test"
    And I check "I accept the terms and conditions and the privacy policy"
    And I click "Get my quote"
    Then I should see "Your quote is ready"
