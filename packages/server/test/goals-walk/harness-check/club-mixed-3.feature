Feature: Hand-written clay court booking without rackets (harness check)

  Scenario: Antoine Mercier books the Yannick-Noah court on Tuesday 20 October at 6 pm
    Given I open "/tennis"
    When I check "Court Yannick-Noah — terre battue"
    And I fill "Date" with "2026-10-20"
    And I select "18:00 – 19:00" from "Créneau horaire"
    And I fill "Votre nom et prénom" with "Antoine Mercier"
    And I fill "E-mail" with "antoine.mercier@mail.test"
    And I fill "Nom de votre partenaire" with "Julie Mercier"
    And I click "Réserver le court"
    Then I should see "TEN-"
