Feature: Hand-written youth club group request (harness check)

  Scenario: Les Hirondelles at a public performance of Vertiges
    Given I open "/groupes"
    When I fill "Établissement ou structure" with "Centre de loisirs Les Hirondelles"
    And I fill "Ville" with "Louhans"
    And I select "Centre de loisirs, association" from "Niveau"
    And I fill "Nombre d’élèves ou de participants" with "18"
    And I fill "Nombre d’accompagnateurs" with "3"
    And I select "Vertiges" from "Spectacle souhaité"
    And I check "Représentation tout public"
    And I fill "Nom et prénom" with "Nadia Ferrand"
    And I fill "E-mail" with "nadia.ferrand@mail.test"
    And I fill "Téléphone" with "03 85 75 40 11"
    And I fill "Votre message (facultatif)" with "Several of our children have never been inside a theatre; could someone show them backstage before the show?"
    And I click "Envoyer la demande"
    Then I should see "GRP-"
