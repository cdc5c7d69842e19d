Feature: Hand-written private-hire enquiry on a Monday (harness check)

  Scenario: Élise Garnier asks for a christening lunch on Monday 8 February 2027
    Given I open "/privatisation"
    When I select "Baptême ou communion" from "Type d’événement"
    And I fill "Date souhaitée" with "2027-02-08"
    And I check "Midi"
    And I check "Repas assis (jusqu’à 60 invités)"
    And I fill "Nombre d’invités" with "25"
    And I select "De 40 à 60 €" from "Budget par personne (boissons comprises)"
    And I fill "Nom et prénom" with "Élise Garnier"
    And I fill "E-mail" with "elise.garnier@mail.test"
    And I fill "Téléphone" with "06 11 22 33 44"
    And I fill "Votre projet" with "Baptême de notre fille Jeanne : nous aimerions un menu enfant pour 6 petits."
    And I click "Demander un devis"
    Then I should see "DEV-"
