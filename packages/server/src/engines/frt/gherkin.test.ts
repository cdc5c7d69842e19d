import { describe, expect, it } from 'vitest';
import { GherkinSyntaxError, parseFeature } from './gherkin.js';

describe('Gherkin features as steps to run', () => {
  it('indexes a scenario’s own steps from 0, Background apart, and expands outlines per row', () => {
    const parsed = parseFeature(`Feature: Cart
  Background:
    Given I open "/"

  Scenario: Add
    When I click "Add to cart"
    Then I should see "Added"

  Scenario Outline: Search <term>
    When I fill "Search" with "<term>"
    Then I should see "<term>"

    Examples:
      | term  |
      | lamp  |
      | shade |
`);
    expect(parsed.pickles.map((p) => p.scenario)).toEqual(['Add', 'Search lamp', 'Search shade']);
    expect(parsed.pickles[0].steps.map((s) => [s.index, s.text])).toEqual([
      [null, 'I open "/"'],
      [0, 'I click "Add to cart"'],
      [1, 'I should see "Added"'],
    ]);
    expect(parsed.pickles[2].steps.at(-1)).toMatchObject({ index: 1, text: 'I should see "shade"' });
  });

  it('refuses Gherkin that does not parse, naming the line', () => {
    const broken = 'Feature: X\n  Scenario: Y\n    Given I open "/"\n      | a | b |\n      | c |\n';
    let refused: unknown;
    try {
      parseFeature(broken);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(GherkinSyntaxError);
    expect(refused).toMatchObject({ line: 5, message: expect.stringMatching(/inconsistent cell count/) });
  });
});
