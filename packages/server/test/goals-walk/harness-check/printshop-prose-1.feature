Feature: Hand-written custom quote for roll-up banners (harness check)

  Scenario: Naomi Clarke asks for 3 roll-up banners by Friday 18 December 2026
    Given I open "/custom-quote"
    When I select "Roll-up banners and signs" from "Type of job"
    And I fill "Quantity" with "3"
    And I fill "Deadline (when you need it)" with "2026-12-18"
    And I fill "Dimensions or format" with "850 x 2000 mm"
    And I fill "Describe your job (paper, finish, number of pages…)" with "Three pull-up banners with aluminium stands and carry bags, one design each, artwork supplied as PDF"
    And I check "£250 to £500"
    And I fill "Your name" with "Naomi Clarke"
    And I fill "Email" with "naomi.clarke@mail.test"
    And I click "Send my quote request"
    Then I should see "QTE-"
