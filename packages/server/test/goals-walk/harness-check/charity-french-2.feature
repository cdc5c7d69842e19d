Feature: Hand-written corporate partnership message (harness check)

  Scenario: A bakery offers its unsold bread to the cooking workshops
    Given I open "/"
    When I click "Nos actions"
    And I click "En savoir plus" in "Ateliers cuisine"
    Then I should see "Deux fois par semaine"
    When I click "Contact"
    And I select "Partenariat entreprise" from "Objet de votre message"
    And I fill "Nom et prénom" with "Nathalie Rey"
    And I fill "E-mail" with "nathalie.rey@fournil-co.test"
    And I fill "Téléphone (facultatif)" with "04 78 62 15 30"
    And I fill "Organisation ou entreprise (facultatif)" with "Boulangeries Fournil & Co"
    And I fill "Votre message" with "Nous aimerions donner nos invendus du soir à vos ateliers cuisine de Lyon 7e. Pouvez-vous nous rappeler ?"
    And I check "J’accepte que mes données soient utilisées pour répondre à ma demande"
    And I click "Envoyer"
    Then I should see "MSG-"
