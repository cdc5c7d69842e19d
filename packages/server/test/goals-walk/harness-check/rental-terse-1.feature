Feature: Hand-written driver added in the customer area (harness check)

  Scenario: Tom adds Emma as a driver
    Given I open "/"
    When I click "Espace client"
    And I fill "Adresse e-mail" with "tom.baker@mail.test"
    And I fill "Mot de passe" with "Baker-2026!"
    And I click "Me connecter"
    And I click "Mes conducteurs"
    And I fill "Prénom" with "Emma"
    And I fill "Nom" with "Baker"
    And I fill "Date de naissance" with "22/09/1996"
    And I fill "N° de permis" with "15EB72019"
    And I fill "Permis obtenu le" with "03/07/2015"
    And I click "Ajouter ce conducteur"
    Then I should see "15EB72019"
