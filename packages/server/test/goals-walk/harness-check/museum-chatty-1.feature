Feature: Hand-written school visit request (harness check)

  Scenario: Sarah Lefebvre asks for a medieval tour for 28 pupils
    Given I open "/"
    When I click "EN"
    And I click "Groups and schools"
    And I fill "School or organisation" with "Collège Victor-Hugo"
    And I select "Secondary school (11-15)" from "Level or type of group"
    And I fill "Number of pupils or participants" with "28"
    And I fill "Number of accompanying adults" with "3"
    And I fill "Preferred date" with "2027-01-12"
    And I fill "Alternative date (optional)" with "2027-01-14"
    And I select "Life in medieval Montbrison" from "Guided tour theme"
    And I fill "Full name" with "Sarah Lefebvre"
    And I fill "Email" with "sarah.lefebvre@mail.test"
    And I fill "Phone" with "06 33 21 87 54"
    And I fill "Further details (optional)" with "Two of our pupils use wheelchairs."
    And I click "Send the request"
    Then I should see "GRP-"
