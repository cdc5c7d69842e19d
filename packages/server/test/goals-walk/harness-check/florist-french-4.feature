Feature: Hand-written wedding quote without an arch (harness check)

  Scenario: Manon Bertin asks for a quote for a wedding in Savennières on Saturday 4 September 2027
    Given I open "/mariages-evenements"
    When I fill "Date de l’événement" with "2027-09-04"
    And I fill "Commune du lieu de réception" with "Savennières"
    And I fill "Nombre de tables" with "20"
    And I check "Non"
    And I fill "Vos nom et prénom" with "Manon Bertin"
    And I fill "E-mail" with "manon.bertin@mail.test"
    And I click "role=button:Demander un devis"
    Then I should see "EVT-"
