Feature: Hand-written open day with a guide dog (harness check)

  Scenario: Grace Liu, Saturday 16 May, one guest
    Given I open "/"
    When I click "Open days"
    And I check "Saturday, May 16, 2026 · 10 a.m. – 2 p.m. · Downtown campus"
    And I fill "Your name" with "Grace Liu"
    And I fill "Email" with "grace.liu@mail.test"
    And I fill "Guests coming with you" with "1"
    And I check "I or a guest have accessibility needs"
    And I fill "Tell us how we can help" with "My guest uses a guide dog"
    And I click "Reserve my place"
    Then I should see "OD-"
