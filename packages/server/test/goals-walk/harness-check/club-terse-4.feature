Feature: Hand-written free trial day request (harness check)

  Scenario: Hugo Perrin asks for a trial day on Saturday 24 October
    Given I open "/"
    When I click "Journée d’essai gratuite"
    And I fill "Prénom" with "Hugo"
    And I fill "Nom" with "Perrin"
    And I fill "E-mail" with "hugo.perrin@mail.test"
    And I fill "Téléphone" with "06 27 84 11 59"
    And I select "Samedi 24 octobre 2026" from "Jour souhaité"
    And I check "Piscine (nage libre)"
    And I check "Mur d’escalade (séance encadrée)"
    And I check "Tennis (prêt de raquettes)"
    And I select "Réseaux sociaux" from "Comment avez-vous connu le club ?"
    And I click "Envoyer ma demande"
    Then I should see "ESS-"
