Feature: Hand-written gift voucher sent by email (harness check)

  Scenario: 80 € for Margaux Perrin
    Given I open "/"
    When I click "Chèques cadeaux"
    And I select "80 €" from "Montant"
    And I fill "Nom du bénéficiaire" with "Margaux Perrin"
    And I fill "Votre message personnel (facultatif)" with "Joyeux anniversaire ! Une soirée au théâtre rien que pour toi."
    And I check "Par e-mail au bénéficiaire (envoi immédiat)"
    And I fill "E-mail du bénéficiaire" with "margaux.perrin@mail.test"
    And I fill "Votre prénom" with "Julien"
    And I fill "Votre nom" with "Perrin"
    And I fill "Votre e-mail" with "julien.perrin@mail.test"
    And I click "Commander et payer"
    Then I should see "CAD-"
