Feature: Hand-written kids' club booking in French (harness check)

  Scenario: Aurélie Masson books the kids' club for Léo and Manon on Wednesday 21 July 2027
    Given I open "/activites"
    When I select "mercredi 21 juillet 2027, 09:30" from "Date : Club enfants Les P’tits Pins"
    And I fill "Participants : Club enfants Les P’tits Pins" with "2"
    And I click "Réserver" in "Club enfants Les P’tits Pins"
    And I fill "Nom et prénom" with "Aurélie Masson"
    And I fill "E-mail" with "aurelie.masson@mail.test"
    And I fill "Téléphone portable" with "07 81 44 29 65"
    And I fill "Prénoms et âges des enfants" with "Léo, 6 ans ; Manon, 9 ans"
    And I click "Confirmer la réservation"
    Then I should see "ACT-"
