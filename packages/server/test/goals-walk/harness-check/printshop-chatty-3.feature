Feature: Hand-written contact message with a callback (harness check)

  Scenario: Daniel Okafor asks for an invoice to be reissued and to be called back
    Given I open "/"
    When I click "Contact"
    And I select "Invoices and VAT" from "Topic"
    And I fill "Your message" with "Hello, the invoice for order ORD-57950 is missing our company name, Harbourside Housing Co-op. Could you reissue it please?"
    And I fill "Your name" with "Daniel Okafor"
    And I fill "Email" with "daniel.okafor@mail.test"
    And I fill "Phone (optional)" with "+44 7700 900321"
    And I check "Call me back"
    And I click "Send message"
    Then I should see "MSG-"
