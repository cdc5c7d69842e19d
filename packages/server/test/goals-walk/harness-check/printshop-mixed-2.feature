Feature: Hand-written proof changes request (harness check)

  Scenario: Changes are requested on the business card proof of ORD-58213
    Given I open "/proof"
    When I fill "Order number" with "ORD-58213"
    And I fill "Delivery postcode" with "BS1 4JE"
    And I click "Show my proof"
    And I fill "What should we change?" with "Please add our website bennetthale.test sous le numéro de téléphone, merci"
    And I click "Request changes"
    Then I should see "09/12/2026"
