Feature: Hand-written scholarship application in French (harness check)

  Scenario: Youssef Benali for First Aid at Work
    Given I open "/scholarships/apply"
    When I click "FR"
    And I fill "Nom complet" with "Youssef Benali"
    And I fill "Courriel" with "youssef.benali@mail.test"
    And I select "Secourisme en milieu de travail (FA100)" from "Formation souhaitée"
    And I check "Moins de 30 000 $"
    And I fill "Pourquoi voulez-vous suivre cette formation ?" with "Je suis préposé aux bénéficiaires et ce certificat de secourisme est exigé par la résidence où je veux travailler à temps plein."
    And I check "Je certifie que les renseignements fournis sont exacts et complets"
    And I click "Envoyer ma demande"
    Then I should see "SCH-"
