import { describe, expect, it } from 'vitest';
import { similarity } from './match-text.js';

describe('matching what a goal names with what a page says', () => {
  it('ignores case, accents, articles, word order and simple plurals', () => {
    expect(similarity('add to cart', 'Add to cart')).toBe(1);
    expect(similarity('Paramètres', 'parametres')).toBe(1);
    expect(similarity('the orders', 'Orders')).toBeGreaterThan(0.9);
    expect(similarity('shoes red', 'Red shoes')).toBeGreaterThan(0.8);
    // (0.95 - 3 × 0.05 is no less than the 0.8 a caller asks, in floating point or not.)
    expect(similarity('confirm', 'Confirm and pay at the museum')).toBeGreaterThanOrEqual(0.8);
  });

  it('knows the other language’s word, one word or several', () => {
    expect(similarity('panier', 'Cart')).toBeGreaterThan(0.8);
    expect(similarity('Password', 'Mot de passe')).toBeGreaterThan(0.9);
    expect(similarity('Mot de passe', 'Password')).toBeGreaterThan(0.9);
    expect(similarity('Log in', 'Se connecter')).toBeGreaterThan(0.9);
    expect(similarity('help centre', "Centre d'aide")).toBeGreaterThan(0.8);
  });

  it('reads a French verb in its other forms, its pronoun aside ("qu’on me rappelle" is "Rappelez-moi")', () => {
    expect(similarity('Rappelez-moi', 'cochez la case pour qu’on me rappelle')).toBeGreaterThanOrEqual(0.7);
    expect(similarity('Remember me', 'remember')).toBeGreaterThanOrEqual(0.9);
  });

  it('keeps unrelated names apart', () => {
    expect(similarity('Checkout', 'Newsletter')).toBeLessThan(0.5);
    expect(similarity('Submit order', 'Place order')).toBeLessThan(0.5);
  });

  it('keeps a French word apart from the English word its stem would spell (carte is a card, not a cart)', () => {
    expect(similarity('card', 'Cart (1)')).toBeLessThan(0.5);
    expect(similarity('cart', 'Card number')).toBeLessThan(0.5);
    expect(similarity('carte', 'Card number')).toBeGreaterThan(0.8);
    expect(similarity('cartes', 'Cards')).toBeGreaterThan(0.8);
    expect(similarity('panier', 'Cart (1)')).toBeGreaterThan(0.8);
  });
});
