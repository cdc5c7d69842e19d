Feature: Hand-written catalogue record (harness check)

  Scenario: Harry Potter books available at the Tilleuls library, the French edition's call number
    Given I open "/"
    When I click "Catalogue"
    And I fill "Mots-clés" with "harry potter"
    And I select "Livre" from "Type de document"
    And I select "Médiathèque des Tilleuls (centre-ville)" from "Bibliothèque"
    And I check "Disponible uniquement"
    And I click "Rechercher"
    And I click "Harry Potter à l'école des sorciers"
    Then I should see "J ROW"
