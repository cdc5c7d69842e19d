Feature: Hand-written exchange for the audio-described matinee (harness check)

  Scenario: Hélène moves her Cyrano seats to Sunday 18 October
    Given I open "/connexion"
    When I fill "E-mail" with "helene.garnier@mail.test"
    And I fill "Mot de passe" with "Rideau-Rouge7"
    And I click "role=button:Se connecter"
    And I click "Échanger" in "RES-40112"
    And I check "dimanche 18 octobre 2026 à 15 h — audiodécrite"
    And I select "Un empêchement" from "Motif de l’échange"
    And I fill "Précisions (facultatif)" with "Je viendrai avec ma mère, qui a besoin de l’audiodescription."
    And I click "Confirmer l’échange"
    Then I should see "dimanche 18 octobre 2026"
