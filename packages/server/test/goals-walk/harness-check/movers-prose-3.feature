Feature: Hand-written job application in French (harness check)

  Scenario: Nadia Benali applies as a French-speaking move coordinator
    Given I open "/fr/recrutement"
    When I click "Postuler" in "Coordinateur ou coordinatrice de déménagements francophone"
    And I fill "Nom et prénom" with "Nadia Benali"
    And I fill "E-mail" with "nadia.benali@mail.test"
    And I check "B — voiture"
    And I fill "Années d’expérience" with "4"
    And I fill "Lettre de motivation (quelques lignes)" with "Bilingue français-anglais, quatre ans de planification logistique chez un transporteur de Roubaix, et je connais bien Manchester."
    And I click "Envoyer ma candidature"
    Then I should see "JOB-"
