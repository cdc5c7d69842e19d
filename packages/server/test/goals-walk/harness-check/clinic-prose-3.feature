Feature: Hand-written prescription renewal collected at reception (harness check)

  Scenario: Martine Leroy, Dr Claire Martin
    Given I open "/renouvellement"
    When I fill "Nom" with "Leroy"
    And I fill "Prénom" with "Martine"
    And I fill "Date de naissance (JJ/MM/AAAA)" with "14/05/1958"
    And I fill "E-mail" with "martine.leroy@mail.test"
    And I select "Dr Claire Martin" from "Médecin prescripteur"
    And I fill "Médicaments à renouveler" with "Amlodipine 5 mg, Atorvastatine 20 mg"
    And I select "Pharmacie de la Gare" from "Votre pharmacie"
    And I check "Je passe la chercher à l’accueil du centre"
    And I click "Envoyer la demande"
    Then I should see "a été transmise au Dr Claire Martin"
