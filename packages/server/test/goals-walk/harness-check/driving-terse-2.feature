Feature: Hand-written callback request in French (harness check)

  Scenario: Yasmine asks to be called back at lunchtime about enrolling
    Given I open "/fr/"
    When I click "Être rappelé"
    And I fill "Prénom" with "Yasmine"
    And I fill "Numéro de téléphone" with "07 69 14 52 88"
    And I select "Entre midi et deux (12 h – 14 h)" from "Meilleur moment pour vous appeler"
    And I check "M’inscrire à une formation"
    And I click "Rappelez-moi"
    Then I should see "CB-"
