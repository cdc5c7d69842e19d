Feature: Hand-written rent guarantee request after reading the news (harness check)

  Scenario: Paul Girard reads the DPE article and asks about the rent guarantee
    Given I open "/"
    When I click "Actualités"
    And I click "Lire la suite" in "DPE : ce qui change pour les bailleurs au 1er janvier 2027"
    And I click "Propriétaires bailleurs"
    And I select "Garantie loyers impayés" from "Objet de votre demande"
    And I select "Maison" from "Type de bien"
    And I fill "Commune du bien" with "Varrains"
    And I fill "Surface (m²)" with "95"
    And I check "Non, vide"
    And I fill "Nom et prénom" with "Paul Girard"
    And I fill "Adresse e-mail" with "paul.girard@mail.test"
    And I fill "Téléphone" with "06 50 47 12 83"
    And I fill "Votre message" with "Can I get the rent guarantee for a tenant already in place?"
    And I click "Envoyer ma demande"
    Then I should see "GES-"
