Feature: Hand-written quote simulation (harness check)

  Scenario: Flat of 48 m², Volta Verte, 6 kVA
    Given I open "/"
    When I click "Get a quote"
    And I check "Flat"
    And I fill "Surface area (m²)" with "48"
    And I fill "Number of occupants" with "2"
    And I select "Electric heaters" from "Main heating"
    And I fill "Postcode" with "75011"
    And I click "Next"
    And I check "Volta Verte"
    And I select "6 kVA" from "Meter power (kVA)"
    And I click "See my estimate"
    Then I should see "Estimated monthly payment"
