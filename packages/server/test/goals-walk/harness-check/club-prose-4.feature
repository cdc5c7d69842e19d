Feature: Hand-written 12-week freeze for a pregnancy (harness check)

  Scenario: Camille suspends her membership from 1 December
    Given I open "/espace/abonnement"
    When I fill "Adresse e-mail" with "camille.roux@mail.test"
    And I fill "Mot de passe" with "Tilleuls-2026"
    And I click "role=button:Se connecter"
    And I select "Grossesse" from "Motif"
    And I select "12 semaines" from "Durée"
    And I fill "À partir du" with "2026-12-01"
    And I click "Demander la suspension"
    Then I should see "SUS-"
