Feature: Hand-written notice preferences (harness check)

  Scenario: Sign in as Nadia, notices by SMS, newsletter
    Given I open "/"
    When I click "Se connecter"
    And I fill "Numéro de carte" with "2940-562"
    And I fill "Code PIN (4 chiffres)" with "1357"
    And I click "role=button:Se connecter"
    And I click "Préférences"
    And I select "Par SMS" from "Recevoir les avis (réservation disponible, rappel de retour)"
    And I fill "Téléphone portable" with "06 74 12 58 90"
    And I check "Recevoir la lettre d’information mensuelle"
    And I click "Enregistrer"
    Then I should see "Vos préférences ont été enregistrées"
