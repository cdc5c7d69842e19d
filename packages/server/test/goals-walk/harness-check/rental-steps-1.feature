Feature: Hand-written vehicle details in English (harness check)

  Scenario: Payload of the 12 m³ van
    Given I open "/"
    When I click "EN"
    And I click "Our vehicles"
    And I click "Details" in "12 m³ van"
    Then I should see "1,150 kg"
