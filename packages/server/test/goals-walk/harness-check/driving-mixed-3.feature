Feature: Hand-written lesson cancellation (harness check)

  Scenario: James Whitfield cancels LES-30562
    Given I open "/"
    When I click "Learner area"
    And I fill "Email" with "james.whitfield@mail.test"
    And I fill "Password" with "Gearbox#44"
    And I click "role=button:Sign in"
    And I click "Cancel" in "LES-30562"
    And I select "Work or studies" from "Reason"
    And I check "I confirm I want to cancel this lesson (free of charge up to 48 hours before it starts)"
    And I click "Cancel the lesson"
    Then I should see "LES-30562 has been cancelled"
