Feature: Hand-written outage report (harness check)

  Scenario: No electricity at all in Lyon 7e
    Given I open "/"
    When I click "Report an outage"
    And I fill "Postcode" with "69007"
    And I fill "Address" with "41 avenue Jean Jaurès"
    And I check "No electricity at all"
    And I fill "Describe the problem" with "Plus de courant dans tout l’immeuble depuis 7h ce matin"
    And I fill "Phone number to call you back" with "06 72 18 44 90"
    And I click "Report the outage"
    Then I should see "INC-"
