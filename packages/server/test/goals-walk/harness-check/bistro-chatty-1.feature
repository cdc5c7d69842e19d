Feature: Hand-written gift voucher sent on a later day (harness check)

  Scenario: Hugo Lambert gives his sister a 120 euro voucher sent on 18 December
    Given I open "/en/gift-vouchers"
    When I check "€120 — dinner for two, wine included"
    And I fill "Recipient’s name" with "Chloé Lambert"
    And I fill "From" with "Hugo Lambert"
    And I fill "Your message (optional, 300 characters at most)" with "Félicitations Maître ! Un dîner au Comptoir, à toi de choisir le soir. Bisous, Hugo"
    And I check "Straight to the recipient, by email"
    And I fill "Recipient’s email (if sent straight to them)" with "chloe.lambert@mail.test"
    And I fill "Send date" with "2026-12-18"
    And I fill "Your email (receipt and a copy of the voucher)" with "hugo.lambert@mail.test"
    And I click "Continue to payment"
    And I fill "Cardholder name" with "Hugo Lambert"
    And I fill "Card number" with "4970 1012 3456 7890"
    And I fill "Expiry date (MM/YY)" with "09/28"
    And I fill "Security code (3 digits on the back)" with "123"
    And I click "Pay €120.00"
    Then I should see "BON-"
