Feature: Hand-written meeting-room booking in French (harness check)

  Scenario: Margaux Lefèvre books the Essaim on Wednesday 16 December at 9:30
    Given I open "/fr/"
    When I click "Salles de réunion"
    And I click "Réserver cette salle" in "Essaim"
    And I fill "Date" with "2026-12-16"
    And I fill "Heure de début" with "09:30"
    And I select "2 heures" from "Durée"
    And I fill "Nombre de participants" with "6"
    And I check "Pause café (café, thé, viennoiseries) — 6 € par personne"
    And I check "Vidéoprojecteur (+15,00 €)"
    And I check "Tableau blanc et feutres (gratuit)"
    And I fill "Votre nom" with "Margaux Lefèvre"
    And I fill "E-mail" with "margaux.lefevre@mail.test"
    And I click "Réserver la salle"
    Then I should see "ROOM-"
