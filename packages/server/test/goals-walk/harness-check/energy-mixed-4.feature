Feature: Hand-written contact message in English (harness check)

  Scenario: Meter screen blank
    Given I open "/"
    When I click "Contact"
    And I fill "Your name" with "Tom Wilson"
    And I fill "Email" with "tom.wilson@mail.test"
    And I select "Meter reading" from "Subject"
    And I fill "Your message" with "My Linky meter screen has been blank since Monday, can you read it remotely?"
    And I click "Send"
    Then I should see "MSG-"
