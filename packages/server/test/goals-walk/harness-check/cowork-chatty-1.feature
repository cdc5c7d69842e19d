Feature: Hand-written Team membership (harness check)

  Scenario: Cobalt & Fern SAS joins with four seats, billed yearly
    Given I open "/"
    When I click "Membership & pricing"
    And I click "Choose Team"
    And I check "Yearly — €2,900.00 a year per seat, excl. VAT (2 months free)"
    And I select "4" from "Number of seats"
    And I select "February 2027" from "Start month"
    And I fill "Company name" with "Cobalt & Fern SAS"
    And I fill "SIRET" with "91234567800015"
    And I fill "Contact name" with "Amira Haddad"
    And I fill "Email" with "amira@cobaltfern.test"
    And I fill "Phone" with "06 72 14 58 03"
    And I select "Instagram / LinkedIn" from "How did you hear about La Ruche?"
    And I check "SEPA direct debit (a mandate to sign online is sent by email)"
    And I check "I accept the membership terms (one month’s notice to leave)"
    And I click "Join La Ruche"
    Then I should see "MBR-"
