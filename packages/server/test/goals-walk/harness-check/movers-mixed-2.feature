Feature: Hand-written packing shop order for collection, in French (harness check)

  Scenario: Inès Belkacem buys small boxes and tape and collects them at the depot
    Given I open "/fr/boutique"
    When I fill "Quantité : Petits cartons, lot de 10" with "4"
    And I click "Ajouter au panier" in "Petits cartons, lot de 10"
    And I fill "Quantité : Ruban adhésif d’emballage, 3 rouleaux" with "2"
    And I click "Ajouter au panier" in "Ruban adhésif d’emballage, 3 rouleaux"
    And I click "Voir le panier"
    And I click "Passer la commande"
    And I check "Retrait à notre dépôt, Unit 3, Trafford Park Road (gratuit)"
    And I fill "Nom et prénom" with "Inès Belkacem"
    And I fill "E-mail" with "ines.belkacem@mail.test"
    And I fill "Numéro de carte" with "5555 5555 5555 4444"
    And I fill "Date d’expiration (MM/AA)" with "11/27"
    And I fill "Cryptogramme (CVC)" with "862"
    And I check "J’accepte les conditions générales de vente"
    And I click "Payer et commander"
    Then I should see "ORD-"
