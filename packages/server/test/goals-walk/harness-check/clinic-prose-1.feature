Feature: Hand-written cancellation in English (harness check)

  Scenario: Paul cancels his dental appointment
    Given I open "/"
    When I click "EN"
    And I click "Patient area"
    And I fill "Email address" with "paul.girard@mail.test"
    And I fill "Password" with "Girard!75"
    And I click "role=button:Sign in"
    And I click "css=a[href=\"/espace-patient/annuler?ref=TIL-4718\"]"
    And I select "I booked an appointment elsewhere" from "Reason for cancelling"
    And I fill "Details (optional)" with "Dentist near my office in La Défense"
    And I click "Confirm cancellation"
    Then I should see "has been cancelled"
