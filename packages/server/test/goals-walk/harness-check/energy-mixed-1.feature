Feature: Hand-written partial outage report (harness check)

  Scenario: Flickering lights in Bordeaux
    Given I open "/outage"
    When I fill "Postcode" with "33000"
    And I fill "Address" with "5 place Gambetta"
    And I check "Flickering or partial outage"
    And I fill "Describe the problem" with "Lights flicker in the whole flat since the storm last night"
    And I fill "Phone number to call you back" with "07 45 98 12 30"
    And I click "Report the outage"
    Then I should see "INC-"
