Feature: Hand-written family booking for Vertiges from the home page (harness check)

  Scenario: Two full-price and two reduced seats in Catégorie 1
    Given I open "/"
    When I click "Réserver" in "Vertiges"
    And I select "samedi 13 mars 2027 à 20 h 30" from "Représentation"
    And I check "Catégorie 1"
    And I fill "Places plein tarif" with "2"
    And I fill "Places tarif réduit" with "2"
    And I click "Continuer"
    And I select "Mx" from "Civilité"
    And I fill "Prénom" with "Sam"
    And I fill "Nom" with "Leroy"
    And I fill "E-mail" with "sam.leroy@mail.test"
    And I fill "Téléphone" with "06 31 57 84 02"
    And I fill "Code postal" with "39100"
    And I check "J’accepte les conditions générales de vente (billets ni repris ni remboursés)"
    And I click "Payer 72 €"
    Then I should see "RES-"
