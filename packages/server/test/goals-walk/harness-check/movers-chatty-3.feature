Feature: Hand-written job application (harness check)

  Scenario: Callum Brierley applies as an HGV driver
    Given I open "/"
    When I click "Careers"
    And I click "Apply" in "HGV driver (licence C1 or C)"
    And I select "HGV driver (licence C1 or C)" from "Position"
    And I fill "Full name" with "Callum Brierley"
    And I fill "Email" with "callum.brierley@mail.test"
    And I check "B — car"
    And I check "C1 — lorries up to 7.5 t"
    And I check "C — lorries over 7.5 t"
    And I fill "Years of experience" with "11"
    And I fill "Cover note" with "Eleven years on 7.5 t and 18 t trucks, clean licence, happy to start at 6 am and used to carrying sofas up three flights."
    And I click "Send my application"
    Then I should see "JOB-"
