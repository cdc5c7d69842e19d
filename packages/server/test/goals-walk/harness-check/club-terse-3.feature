Feature: Hand-written membership freeze after a knee operation (harness check)

  Scenario: Paul Henry freezes his membership for 4 weeks from 2 November
    Given I open "/"
    When I select "English" from "Langue / Language"
    And I click "Member area"
    And I fill "Email address" with "paul.henry@mail.test"
    And I fill "Password" with "Crawl!75"
    And I click "role=button:Sign in"
    And I click "My membership"
    And I select "Injury" from "Reason"
    And I select "4 weeks" from "How long"
    And I fill "Starting on" with "2026-11-02"
    And I fill "A note for reception" with "knee surgery on 30 Oct"
    And I click "Request the freeze"
    Then I should see "SUS-"
