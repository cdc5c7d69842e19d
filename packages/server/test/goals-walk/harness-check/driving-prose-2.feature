Feature: Hand-written callback request about funding (harness check)

  Scenario: Daniel asks to be called back in the early evening
    Given I open "/"
    When I click "Request a callback"
    And I fill "First name" with "Daniel"
    And I fill "Phone number" with "07 52 18 64 03"
    And I select "Early evening (5 pm – 7 pm)" from "Best time to call"
    And I check "Funding (CPF, instalments, “permis à 1 €”)"
    And I click "Call me back"
    Then I should see "CB-"
