Feature: Hand-written school group request (harness check)

  Scenario: Two Year 5e classes from Tournus at a school performance of Scapin
    Given I open "/"
    When I click "Groupes et scolaires"
    And I fill "Établissement ou structure" with "Collège Jean-Moulin"
    And I fill "Ville" with "Tournus"
    And I select "Collège" from "Niveau"
    And I fill "Nombre d’élèves ou de participants" with "52"
    And I fill "Nombre d’accompagnateurs" with "4"
    And I select "Les Fourberies de Scapin" from "Spectacle souhaité"
    And I check "Séance scolaire en journée (selon les spectacles)"
    And I fill "Nom et prénom" with "Sandrine Aubert"
    And I fill "E-mail" with "sandrine.aubert@ac-dijon.test"
    And I fill "Téléphone" with "03 85 51 07 64"
    And I fill "Votre message (facultatif)" with "Nous étudions la pièce en classe ; une rencontre avec les comédiens après la séance serait formidable."
    And I click "Envoyer la demande"
    Then I should see "GRP-"
