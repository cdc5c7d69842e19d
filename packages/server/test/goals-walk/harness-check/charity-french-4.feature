Feature: Hand-written team registration for the charity run (harness check)

  Scenario: Three runners on the 10 km, size M
    Given I open "/events"
    When I click "S’inscrire" in "La Course du Cœur"
    And I check "10 km — 15 € par coureur"
    And I fill "Nombre de coureurs" with "3"
    And I select "M" from "Taille des t-shirts"
    And I fill "Nom d’équipe (facultatif)" with "Les Canuts Solidaires"
    And I fill "Prénom" with "Marc"
    And I fill "Nom" with "Vidal"
    And I fill "E-mail" with "marc.vidal@mail.test"
    And I fill "Téléphone portable" with "06 30 19 84 52"
    And I check "J’accepte le règlement de l’événement"
    And I click "Valider l’inscription"
    Then I should see "EVT-"
