Feature: Hand-written admissions question (harness check)

  Scenario: Omar asks about prior learning
    Given I open "/contact"
    When I select "Admissions and registration" from "Department"
    And I fill "Subject" with "Recognition of prior learning"
    And I fill "Message" with "I completed a Python bootcamp in 2024, can I skip PY101 and go straight to Machine Learning in Practice?"
    And I fill "Your name" with "Omar Haddad"
    And I fill "Email" with "omar.haddad@mail.test"
    And I click "Send message"
    Then I should see "TKT-"
