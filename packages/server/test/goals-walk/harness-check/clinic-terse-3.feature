Feature: Hand-written practitioner filter (harness check)

  Scenario: General practice, English spoken
    Given I open "/"
    When I click "Nos praticiens"
    And I select "Médecine générale" from "Spécialité"
    And I select "Anglais" from "Langue parlée"
    And I click "Filtrer"
    Then I should see "Dr Claire Martin"
