Feature: Hand-written canoe trip booking in French (harness check)

  Scenario: Hugo Ferrand books the canoe trip for 3 on Saturday 17 July 2027
    Given I open "/"
    When I click "Activités"
    And I select "samedi 17 juillet 2027, 14:00" from "Date : Balade en canoë"
    And I fill "Participants : Balade en canoë" with "3"
    And I click "Réserver" in "Balade en canoë"
    And I fill "Nom et prénom" with "Hugo Ferrand"
    And I fill "E-mail" with "hugo.ferrand@mail.test"
    And I fill "Téléphone portable" with "06 72 18 45 90"
    And I click "Confirmer la réservation"
    Then I should see "ACT-"
