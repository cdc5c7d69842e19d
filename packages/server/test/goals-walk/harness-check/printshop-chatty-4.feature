Feature: Hand-written sticker basket in French, quantity changed and promo code (harness check)

  Scenario: Kraft stickers for honey jars, 250 then 500, with INK10
    Given I open "/fr/produits"
    When I click "Voir les options" in "Autocollants"
    And I select "75 × 75 mm" from "Format"
    And I select "Kraft 350 g (brun naturel) (+5 £)" from "Papier"
    And I check "Sans finition"
    And I select "250 autocollants" from "Quantité"
    And I check "Coins arrondis (+6 £)"
    And I fill "Texte de l’autocollant" with "Miel de Clifton · récolte 2026"
    And I check "Utiliser un de vos modèles"
    And I select "Botanique" from "Modèle (si vous utilisez un des nôtres)"
    And I click "Ajouter au panier"
    And I select "500" from "Quantité : Autocollants"
    And I click "Mettre à jour"
    And I fill "Code promo" with "INK10"
    And I click "Appliquer"
    Then I should see "INK10"
