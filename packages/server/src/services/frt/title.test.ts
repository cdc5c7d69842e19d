import { describe, expect, it } from 'vitest';
import { titleOf } from './authoring.js';

describe('a feature named from its goal', () => {
  it('keeps a short goal whole, capitalised', () => {
    expect(titleOf('open the  product page and add the lamp to the cart')).toBe(
      'Open the product page and add the lamp to the cart',
    );
  });

  it('cuts a long goal at a word boundary, with an ellipsis, within 90 characters', () => {
    const goal =
      'sur la page contact, remplir le formulaire avec ana@example.com, objet Livraison, message « Où est ma commande ? », puis envoyer';
    const title = titleOf(goal);
    expect(title.length).toBeLessThanOrEqual(90);
    expect(title).toMatch(/…$/);
    const kept = title.slice(0, -1);
    expect(goal.slice(1).startsWith(kept.slice(1))).toBe(true);
    // No word is cut: the goal goes on with a space or a punctuation mark, not a letter.
    expect(goal.charAt(kept.length)).toMatch(/[\s,;:.]/);
  });
});
