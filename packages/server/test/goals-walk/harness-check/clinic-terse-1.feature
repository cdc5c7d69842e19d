Feature: Hand-written booking with Dr Claire Martin (harness check)

  Scenario: Sports certificate, Thursday 16 April at 14:30
    Given I open "/"
    When I click "Nos praticiens"
    And I click "Prendre rendez-vous" in "Dr Claire Martin"
    And I check "Certificat médical de sport"
    And I click "Voir les disponibilités"
    And I click "css=button[value=\"2026-04-16T14:30\"]"
    And I fill "Nom" with "Mercier"
    And I fill "Prénom" with "Antoine"
    And I fill "Date de naissance" with "22/07/1991"
    And I fill "N° de sécurité sociale" with "1 91 07 75 112 045 83"
    And I fill "Téléphone portable" with "06 23 45 67 89"
    And I fill "E-mail" with "antoine.mercier@mail.test"
    And I check "Oui"
    And I click "Continuer"
    And I click "Confirmer le rendez-vous"
    Then I should see "TIL-48"
