import { describe, expect, it } from 'vitest';
import { statedIn } from './stated.js';

describe('statedIn: a check in the goal’s words, found as the page says it', () => {
  it('finds the number and its word in the other language', () => {
    expect(statedIn('il y a 1 résultat', ['Invoices', '1 result for “Initech”', 'Overdue 2'])).toEqual([
      { text: '1 result' },
    ]);
    expect(
      statedIn('the average delay is 4 weeks', ['Pièces à fournir', 'Délai moyen : 4 semaines']),
    ).toEqual([{ text: 'Délai moyen : 4 semaines' }]);
  });

  it('reads a label and the value on the line after it', () => {
    expect(statedIn('the average delay is 4 weeks', ['Délai moyen', '4 semaines', 'Coût'])).toEqual([
      { text: 'Délai' },
      { text: '4 semaines' },
    ]);
  });

  it('keeps the words of a statement that carry it, in the order the page gives them', () => {
    expect(
      statedIn('elle a une nocturne le jeudi jusqu’à 21 h', [
        'La médiathèque est ouverte du mardi au samedi, de 10 h à 19 h, avec une nocturne le jeudi jusqu’à 21 h.',
      ]),
    ).toEqual([{ text: 'nocturne le jeudi jusqu’à 21 h' }]);
  });

  it('reads a table’s row, inside the row its rarest cell names', () => {
    const rows = [
      ['Day', 'Time', 'Class', 'Teacher'],
      ['Tuesday', '18:00', 'Meditation', 'Inès Duval'],
      ['Tuesday', '19:00', 'Yoga', 'Tom Weber'],
      ['Thursday', '18:00', 'Yoga', 'Inès Duval'],
    ];
    const lines = rows.flat();
    expect(statedIn('Inès teaches meditation on Tuesday', lines, rows)).toEqual([
      { text: 'Tuesday', within: 'Meditation' },
      { text: 'Inès', within: 'Meditation' },
    ]);
    expect(statedIn('Tom teaches meditation on Thursday', lines, rows)).toBeNull();
  });

  it('answers null when a number differs, a word is missing or the statement denies', () => {
    expect(statedIn('il y a 2 résultats', ['1 result for “Initech”'])).toBeNull();
    expect(statedIn('the booking is cancelled', ['Your booking is confirmed'])).toBeNull();
    expect(statedIn('the booking is not cancelled', ['Booking cancelled'])).toBeNull();
    expect(statedIn('it works', ['It works'])).toBeNull();
  });
});
