Feature: Hand-written cancellation with another reason (harness check)

  Scenario: Sophie cancels her dermatology appointment of 4 May
    Given I open "/connexion"
    When I fill "Adresse e-mail" with "sophie.lambert@mail.test"
    And I fill "Mot de passe" with "Tilleul-2026"
    And I click "role=button:Se connecter"
    And I click "css=a[href=\"/espace-patient/annuler?ref=TIL-4760\"]"
    And I select "Autre" from "Motif de l’annulation"
    And I fill "Précisions (facultatif)" with "Je serai en déplacement à l’étranger"
    And I click "Confirmer l’annulation"
    Then I should see "a été annulé"
