Feature: Hand-written water class booking by a Pass Aquatique member (harness check)

  Scenario: Paul books Friday's 7 pm aqua cycling from the timetable
    Given I open "/planning"
    When I click "css=a[href=\"/planning/reserver/ven-1900-aquabike\"]"
    And I click "Se connecter pour réserver"
    And I fill "Adresse e-mail" with "paul.henry@mail.test"
    And I fill "Mot de passe" with "Crawl!75"
    And I click "role=button:Se connecter"
    And I click "Confirmer la réservation"
    Then I should see "RSV-"
