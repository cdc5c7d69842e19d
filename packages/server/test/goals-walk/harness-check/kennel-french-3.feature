Feature: Hand-written contact message through a placeholder-only form (harness check)

  Scenario: Élodie Marchand asks to visit the kennel
    Given I open "/"
    When I click "Contact"
    And I fill "Votre nom *" with "Élodie Marchand"
    And I fill "Votre e-mail *" with "elodie.marchand@mail.test"
    And I fill "Téléphone" with "06 52 41 30 87"
    And I select "Visiter la pension avant un séjour" from "Objet"
    And I fill "Votre message *" with "Bonjour, nous adoptons un chiot en janvier et aimerions visiter vos installations un samedi matin avant de réserver. Est-ce possible ?"
    And I check "J’accepte que mes données soient utilisées pour répondre à ma demande *"
    And I click "Envoyer"
    Then I should see "DEM-"
