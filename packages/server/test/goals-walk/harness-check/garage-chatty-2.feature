Feature: Hand-written body work quote (harness check)

  Scenario: Priya Sharma, dent on a 2019 Hyundai Elantra, contact by SMS
    Given I open "/"
    When I click "Body work"
    And I fill "Full name" with "Priya Sharma"
    And I fill "Phone" with "514 555-0148"
    And I fill "Email" with "priya.sharma@mail.test"
    And I select "Hyundai" from "Make"
    And I fill "Model" with "Elantra"
    And I fill "Year" with "2019"
    And I select "Dent" from "Type of damage"
    And I fill "Describe the damage (where, how big)" with "Fist-sized dent on the rear passenger door, the paint is not cracked."
    And I check "Text message (SMS)"
    And I click "Send my request"
    Then I should see "Q-77"
