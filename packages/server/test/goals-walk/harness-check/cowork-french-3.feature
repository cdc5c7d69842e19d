Feature: Hand-written workshop registration in French (harness check)

  Scenario: Léa Morin at the invoicing and VAT workshop
    Given I open "/fr/evenements"
    When I click "S’inscrire" in "Facturation et TVA pour les indépendants"
    And I fill "Nom et prénom" with "Léa Morin"
    And I fill "E-mail" with "lea.morin@mail.test"
    And I fill "Fonction" with "Cheffe de projet digital"
    And I select "Juste moi" from "Nombre d’invités"
    And I click "Je m’inscris"
    Then I should see "EVT-"
