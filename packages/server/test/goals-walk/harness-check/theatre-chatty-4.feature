Feature: Hand-written subscription dates and accessibility needs in English (harness check)

  Scenario: Emily picks her dates for Art and the quartet, then asks for a wheelchair space
    Given I open "/"
    When I click "EN"
    And I click "My account"
    And I fill "Email" with "emily.clarke@mail.test"
    And I fill "Password" with "Encore!2026"
    And I click "role=button:Sign in"
    And I click "My subscription"
    And I select "Thursday 21 January 2027 at 8:30 pm" from "Art"
    And I select "Sunday 7 February 2027 at 5 pm" from "Quatuor Arpège — La Jeune Fille et la Mort"
    And I click "Save my dates"
    Then I should see "Your dates have been saved"
    When I click "My details"
    And I check "The season brochure by post"
    And I check "I need a wheelchair-accessible seat"
    And I click "Save my details"
    Then I should see "Your details have been updated"
