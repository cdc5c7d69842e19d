Feature: Hand-written lab results in the patient space (harness check)

  Scenario: Sophie's blood test of 2 April, in English
    Given I open "/"
    When I click "EN"
    And I click "Patient area"
    And I fill "Email address" with "sophie.lambert@mail.test"
    And I fill "Password" with "Tilleul-2026"
    And I click "role=button:Sign in"
    And I click "My lab results"
    And I click "css=a[href=\"/espace-patient/resultats/bs-0402\"]"
    Then I should see "13.6 g/dL"
