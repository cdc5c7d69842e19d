Feature: Hand-written takeaway order paid on site (harness check)

  Scenario: Lucas Bernard orders quenelles, a risotto and praline tarts for Saturday 12 December
    Given I open "/en/takeaway"
    When I fill "Quantity — Pike quenelle, Nantua sauce, rice pilaf" with "2"
    And I click "Add" in "Pike quenelle, Nantua sauce, rice pilaf"
    And I click "Add" in "Spelt risotto with ceps and parmesan (vegetarian)"
    And I fill "Quantity — Pink praline tart" with "3"
    And I click "Add" in "Pink praline tart"
    And I click "View basket and order"
    And I select "Saturday 12 December" from "Pickup day"
    And I select "12:15" from "Pickup time"
    And I fill "Name for the order" with "Lucas Bernard"
    And I fill "Phone" with "07 61 23 45 89"
    And I check "At the restaurant, when you collect (card, cash or meal vouchers)"
    And I click "Place the order"
    Then I should see "CMD-"
