Feature: Hand-written newsletter sign-up in French (harness check)

  Scenario: Manon Petit subscribes from the French home page
    Given I open "/fr/"
    When I fill "Votre e-mail pour notre lettre d’information" with "manon.petit@mail.test"
    And I check "J’accepte de recevoir la lettre d’Inkwell (désinscription à tout moment)"
    And I click "M’abonner"
    Then I should see "manon.petit@mail.test"
