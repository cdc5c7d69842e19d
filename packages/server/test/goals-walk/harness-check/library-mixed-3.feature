Feature: Hand-written under-18 membership (harness check)

  Scenario: Inès joins, home library Gare
    Given I open "/inscription"
    When I check "Moins de 18 ans — gratuit"
    And I fill "Prénom" with "Inès"
    And I fill "Nom" with "Haddad"
    And I fill "Date de naissance" with "2012-02-03"
    And I fill "Adresse" with "27 avenue Jean Jaurès"
    And I fill "Code postal" with "69007"
    And I fill "Ville" with "Lyon"
    And I fill "E-mail" with "ines.haddad@mail.test"
    And I fill "Téléphone (facultatif)" with "07 61 35 79 24"
    And I select "Bibliothèque de la Gare" from "Bibliothèque de rattachement"
    And I check "J’ai lu et j’accepte le règlement intérieur"
    And I click "Valider mon inscription"
    Then I should see "2940-7"
