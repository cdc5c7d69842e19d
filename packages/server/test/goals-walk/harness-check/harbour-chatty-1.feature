Feature: Hand-written newsletter sign-up (harness check)

  Scenario: The unlabelled field of the Newsletter card
    Given I open "/"
    When I fill "css=input[name=email]" with "tom.baker@mail.test"
    And I click "Subscribe"
    Then I should see "now subscribed"
