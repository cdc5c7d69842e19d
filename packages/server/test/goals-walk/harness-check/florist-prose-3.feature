Feature: Hand-written contact message then newsletter sign-up (harness check)

  Scenario: Agathe Morin asks about a subscription for her guest house and signs up to the newsletter
    Given I open "/contact"
    When I select "Abonnement" from "Objet"
    And I fill "Votre message" with "Bonjour, proposez-vous un tarif pour un abonnement hebdomadaire de trois bouquets pour les chambres d’une maison d’hôtes ?"
    And I fill "Votre nom" with "Agathe Morin"
    And I fill "Votre e-mail" with "agathe.morin@mail.test"
    And I fill "Téléphone (facultatif)" with "06 87 54 21 09"
    And I click "role=button:Envoyer"
    And I fill "Votre e-mail pour la lettre d’information" with "agathe.morin@mail.test"
    And I check "J’accepte de recevoir la lettre (désinscription en un clic)"
    And I click "S’inscrire"
    Then I should see "agathe.morin@mail.test"
