Feature: Hand-written gift card sent by post (harness check)

  Scenario: Patricia Caldwell gives five lessons to Ethan
    Given I open "/"
    When I click "Gift card"
    And I check "Five driving lessons — €250"
    And I fill "Recipient’s name" with "Ethan Caldwell"
    And I fill "A message printed on the card (optional)" with "Happy 17th birthday Ethan! Mind the roundabouts. Love, Granny Pat"
    And I fill "Your name" with "Patricia Caldwell"
    And I fill "Your email" with "pat.caldwell@mail.test"
    And I check "By post, in a gift envelope (+€3)"
    And I fill "Postal address (for delivery by post)" with "8 rue Paul Bellamy, 44000 Nantes"
    And I click "Order the gift card"
    Then I should see "GIFT-"
