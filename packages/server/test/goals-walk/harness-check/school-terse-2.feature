Feature: Hand-written transcript request (harness check)

  Scenario: Hannah asks for a French transcript by post
    Given I open "/portal"
    When I fill "Student ID" with "S2026-0412"
    And I fill "Password" with "Owl-2026!"
    And I click "role=button:Log in"
    And I click "Document requests"
    And I check "Official transcript"
    And I select "French" from "Language of the document"
    And I check "Mail it to my address on file"
    And I click "Submit request"
    Then I should see "REQ-"
