Feature: Hand-written review (harness check)

  Scenario: Four stars for the air conditioning
    Given I open "/"
    When I click "Reviews"
    And I check "4 stars"
    And I select "Air conditioning" from "Service received"
    And I fill "Your comment" with "Quick and friendly, the A/C blows cold again. I waited a little longer than announced though."
    And I fill "Your name (as it will appear)" with "Jean-François R."
    And I click "Post my review"
    Then I should see "Thank you for your review"
