Feature: Hand-written accessibility question (harness check)

  Scenario: Jean-Pierre Masson asks about the hearing loop
    Given I open "/"
    When I click "Contact"
    And I select "Accessibilité" from "Objet"
    And I fill "Nom et prénom" with "Jean-Pierre Masson"
    And I fill "E-mail" with "jp.masson@mail.test"
    And I fill "Téléphone (facultatif)" with "06 09 87 65 43"
    And I fill "Numéro de réservation (facultatif)" with "RES-40588"
    And I fill "Votre message" with "Je suis malentendant : la boucle magnétique fonctionne-t-elle aussi au balcon ? Je viens voir Cyrano le 18 octobre."
    And I click "Envoyer"
    Then I should see "MSG-"
