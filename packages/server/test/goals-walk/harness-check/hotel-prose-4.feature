Feature: Hand-written seminar enquiry through the contact form (harness check)

  Scenario: Nadia Benali asks for a proposal for a 12-person seminar
    Given I open "/contact"
    When I select "Groupes et séminaires" from "Sujet"
    And I fill "Nom" with "Nadia Benali"
    And I fill "E-mail" with "nadia.benali@mail.test"
    And I fill "Téléphone (facultatif)" with "06 27 41 88 03"
    And I fill "Message" with "Bonjour, nous cherchons un lieu pour un séminaire de 12 personnes les 18 et 19 mars 2027, avec hébergement et déjeuners. Pouvez-vous m’envoyer une proposition ?"
    And I click "Envoyer le message"
    Then I should see "MSG-"
