Feature: Hand-written FAQ answer (harness check)

  Scenario: Open the question about dogs
    Given I open "/"
    When I click "Aide"
    And I click "Puis-je voyager avec mon chien ?"
    Then I should see "moins de 6 kg"
