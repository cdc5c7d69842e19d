Feature: Hand-written prescription renewal in English (harness check)

  Scenario: Gilles Fabre, Dr Nguyen, sent to Grande Pharmacie Saint-Jean
    Given I open "/"
    When I click "EN"
    And I click "Prescription renewal"
    And I fill "Last name" with "Fabre"
    And I fill "First name" with "Gilles"
    And I fill "Date of birth (DD/MM/YYYY)" with "30/06/1955"
    And I fill "Email" with "gilles.fabre@mail.test"
    And I select "Dr Thomas Nguyen" from "Prescribing doctor"
    And I fill "Medicines to renew" with "Metformine 850 mg, Ramipril 5 mg"
    And I select "Grande Pharmacie Saint-Jean" from "Your pharmacy"
    And I check "Send it directly to my pharmacy"
    And I click "Send the request"
    Then I should see "Renewal request sent"
