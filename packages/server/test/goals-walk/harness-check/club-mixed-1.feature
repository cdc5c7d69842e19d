Feature: Hand-written guest booking after filtering the timetable (harness check)

  Scenario: Léna Marchal books Saturday's 9 am Aquagym for her first class
    Given I open "/"
    When I click "Planning des cours"
    And I select "Activités aquatiques" from "Activité"
    And I click "Filtrer"
    And I click "css=a[href=\"/planning/reserver/sam-0900-aquagym\"]"
    And I fill "Prénom" with "Léna"
    And I fill "Nom" with "Marchal"
    And I fill "E-mail" with "lena.marchal@mail.test"
    And I fill "Téléphone portable" with "06 81 45 27 93"
    And I check "C’est mon premier cours au club"
    And I click "Réserver cette séance"
    Then I should see "RSV-"
