Feature: Hand-written prescription renewal sent to a pharmacy (harness check)

  Scenario: Jeanne Rivière, Dr Nguyen, Pharmacie du Marché
    Given I open "/"
    When I click "Renouvellement d’ordonnance"
    And I fill "Nom" with "Rivière"
    And I fill "Prénom" with "Jeanne"
    And I fill "Date de naissance (JJ/MM/AAAA)" with "17/11/1948"
    And I fill "E-mail" with "jeanne.riviere@mail.test"
    And I select "Dr Thomas Nguyen" from "Médecin prescripteur"
    And I fill "Médicaments à renouveler" with "Levothyrox 75 µg, Kardégic 75 mg"
    And I select "Pharmacie du Marché" from "Votre pharmacie"
    And I check "Envoi directement à ma pharmacie"
    And I click "Envoyer la demande"
    Then I should see "ORD-22"
