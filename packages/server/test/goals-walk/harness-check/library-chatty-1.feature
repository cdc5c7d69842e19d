Feature: Hand-written membership sign-up in English (harness check)

  Scenario: Switch to English, join as an adult
    Given I open "/"
    When I click "EN"
    And I click "Join the library"
    And I check "Adult — €15 a year"
    And I fill "First name" with "Emma"
    And I fill "Last name" with "Clarke"
    And I fill "Date of birth" with "1985-07-14"
    And I fill "Address" with "8 allée des Tilleuls"
    And I fill "Postcode" with "69100"
    And I fill "Town" with "Villeurbanne"
    And I fill "E-mail" with "emma.clarke@mail.test"
    And I fill "Phone (optional)" with "06 52 48 19 77"
    And I check "I have read and accept the library rules"
    And I click "Submit my registration"
    Then I should see "Registration received"
