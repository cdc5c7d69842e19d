Feature: Hand-written workshop sign-up (harness check)

  Scenario: Two seats at the tablet workshop
    Given I open "/agenda"
    When I click "S’inscrire" in "Atelier numérique : bien débuter avec sa tablette"
    And I fill "Nom et prénom" with "Martine Leroy"
    And I fill "E-mail" with "martine.leroy@mail.test"
    And I fill "Nombre de places" with "2"
    And I click "Confirmer l’inscription"
    Then I should see "Inscription confirmée"
