Feature: Hand-written gift voucher of a free amount (harness check)

  Scenario: Tom Carrel buys a 65 euro voucher sent to himself today
    Given I open "/en/gift-vouchers"
    When I check "Another amount"
    And I fill "Amount of your choice, in euros (30 to 300)" with "65"
    And I fill "Recipient’s name" with "Josette Carrel"
    And I fill "From" with "Tom & Léa"
    And I check "To me, to print or pass on"
    And I fill "Your email (receipt and a copy of the voucher)" with "tom.carrel@mail.test"
    And I click "Continue to payment"
    And I fill "Cardholder name" with "Tom Carrel"
    And I fill "Card number" with "4556 7375 8689 9855"
    And I fill "Expiry date (MM/YY)" with "02/29"
    And I fill "Security code (3 digits on the back)" with "402"
    And I click "Pay €65.00"
    Then I should see "BON-"
