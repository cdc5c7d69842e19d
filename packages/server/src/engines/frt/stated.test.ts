import { describe, expect, it } from 'vitest';
import { statedIn } from './stated.js';

describe('statedIn: a check in the goal’s words, found as the page says it', () => {
  it('finds the number and its word in the other language', () => {
    expect(statedIn('il y a 1 résultat', ['Invoices', '1 result for “Initech”', 'Overdue 2'])).toEqual([
      '1 result',
    ]);
    expect(
      statedIn('the average delay is 4 weeks', ['Pièces à fournir', 'Délai moyen : 4 semaines']),
    ).toEqual(['Délai moyen : 4 semaines']);
  });

  it('reads a label and the value on the line after it', () => {
    expect(statedIn('the average delay is 4 weeks', ['Délai moyen', '4 semaines', 'Coût'])).toEqual([
      'Délai',
      '4 semaines',
    ]);
  });

  it('keeps the words of a statement that carry it, in the order the page gives them', () => {
    expect(
      statedIn('elle a une nocturne le jeudi jusqu’à 21 h', [
        'La médiathèque est ouverte du mardi au samedi, de 10 h à 19 h, avec une nocturne le jeudi jusqu’à 21 h.',
      ]),
    ).toEqual(['nocturne le jeudi jusqu’à 21 h']);
  });

  it('answers null when a number differs, a word is missing or the statement denies', () => {
    expect(statedIn('il y a 2 résultats', ['1 result for “Initech”'])).toBeNull();
    expect(statedIn('the booking is cancelled', ['Your booking is confirmed'])).toBeNull();
    expect(statedIn('the booking is not cancelled', ['Booking cancelled'])).toBeNull();
    expect(statedIn('it works', ['It works'])).toBeNull();
  });
});
