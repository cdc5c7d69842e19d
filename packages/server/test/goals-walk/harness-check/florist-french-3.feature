Feature: Hand-written monthly subscription for an office (harness check)

  Scenario: Claire Vasseur subscribes to a large bouquet once a month from Monday 4 January 2027
    Given I open "/abonnement"
    When I check "Une fois par mois"
    And I check "Grand — 55,00 € par livraison"
    And I fill "Première livraison le" with "2027-01-04"
    And I fill "Adresse" with "21 boulevard du Roi-René"
    And I fill "Complément d’adresse (facultatif)" with "Cabinet Vasseur, 2e étage"
    And I fill "Code postal" with "49100"
    And I fill "Ville" with "Angers"
    And I fill "Nom et prénom" with "Claire Vasseur"
    And I fill "E-mail" with "contact@cabinet-vasseur.test"
    And I click "Je m’abonne"
    Then I should see "ABO-"
