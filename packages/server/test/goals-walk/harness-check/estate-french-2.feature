Feature: Hand-written landlord request for full management (harness check)

  Scenario: Bernard Lucas asks the agency to manage his furnished flat
    Given I open "/"
    When I click "Propriétaires bailleurs"
    And I select "Confier la gestion de mon bien" from "Objet de votre demande"
    And I select "Appartement ou studio" from "Type de bien"
    And I fill "Commune du bien" with "Saumur"
    And I fill "Surface (m²)" with "38"
    And I check "Oui, meublé"
    And I fill "Disponible à partir du" with "2026-12-01"
    And I fill "Nom et prénom" with "Bernard Lucas"
    And I fill "Adresse e-mail" with "bernard.lucas@mail.test"
    And I fill "Téléphone" with "06 33 71 25 08"
    And I fill "Votre message" with "Appartement refait en 2024, le locataire actuel part fin novembre."
    And I click "Envoyer ma demande"
    Then I should see "GES-"
