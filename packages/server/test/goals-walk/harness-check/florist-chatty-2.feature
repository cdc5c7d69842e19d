Feature: Hand-written wedding quote with a flower arch (harness check)

  Scenario: Rachel Moore asks for a quote for a wedding on Saturday 12 June 2027
    Given I open "/en/"
    When I click "Weddings & events"
    And I fill "Event date" with "2027-06-12"
    And I fill "Town of the venue" with "Brissac-Quincé"
    And I fill "Number of tables" with "14"
    And I check "Yes"
    And I fill "Your full name" with "Rachel Moore"
    And I fill "Email" with "rachel.moore@mail.test"
    And I fill "Tell us about your plans (optional)" with "Country style, lots of white and pale pink, with some eucalyptus."
    And I click "role=button:Request a quote"
    Then I should see "EVT-"
