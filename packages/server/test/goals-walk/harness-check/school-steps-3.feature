Feature: Hand-written certificate of enrolment request, in French (harness check)

  Scenario: Marc picks up an English certificate
    Given I open "/"
    When I click "FR"
    And I click "Portail étudiant"
    And I fill "Matricule" with "S2025-1187"
    And I fill "Mot de passe" with "Tulipe#44"
    And I click "role=button:Connexion"
    And I click "Demandes de documents"
    And I check "Attestation d’inscription"
    And I select "Anglais" from "Langue du document"
    And I check "Retrait au Service aux étudiants (campus du centre-ville)"
    And I click "Envoyer la demande"
    Then I should see "REQ-"
