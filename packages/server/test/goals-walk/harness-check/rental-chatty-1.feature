Feature: Hand-written business quote in English (harness check)

  Scenario: Bakery chain wants vans on a long-term basis
    Given I open "/"
    When I click "EN"
    And I click "Business"
    And I fill "Company name" with "Boulangeries Vernay SARL"
    And I fill "SIRET number" with "532 418 907 00021"
    And I select "6 to 20 vehicles" from "Number of vehicles needed"
    And I check "Vans"
    And I check "Long term (12 months or more)"
    And I fill "Contact name" with "Marc Vernay"
    And I fill "Work email" with "marc.vernay@vernay.test"
    And I fill "Phone" with "04 76 22 18 90"
    And I fill "Your needs" with "Delivery vans for 8 shops around Grenoble, early-morning starts, tail lift if possible"
    And I click "Request my quote"
    Then I should see "DEV-"
