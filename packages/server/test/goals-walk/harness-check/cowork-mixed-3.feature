Feature: Hand-written Flex membership (harness check)

  Scenario: Nuage Rose joins on the Flex plan, monthly, paid by card
    Given I open "/pricing"
    When I click "Choose Flex"
    And I check "Monthly — €190.00 a month, excl. VAT"
    And I select "January 2027" from "Start month"
    And I fill "Company name" with "Nuage Rose"
    And I fill "SIRET" with "853 204 117 00021"
    And I fill "Contact name" with "Inès Caradec"
    And I fill "Email" with "ines.caradec@mail.test"
    And I fill "Phone" with "06 19 84 52 07"
    And I select "Walking past" from "How did you hear about La Ruche?"
    And I check "Bank card (a secure payment link is sent by email)"
    And I check "I accept the membership terms (one month’s notice to leave)"
    And I click "Join La Ruche"
    Then I should see "MBR-"
