import { describe, expect, it } from 'vitest';
import { SeenWords, unmetNames, unmetWords } from './unmet-words.js';

const studio = () => {
  const seen = new SeenWords();
  seen.add(
    'Book a class. Service: Yoga, Pilates, Spin. Slot: Morning, Evening. Guests. Full name. Email. Book',
  );
  return seen;
};

describe('words of a goal that no page of the walk showed', () => {
  it('names what the site does not offer', () => {
    expect(
      unmetWords('réserver une séance de sauna le 2026-03-18 le matin pour 2 personnes', [], studio()),
    ).toEqual(['seance', 'sauna']);
  });

  it('leaves out how the goal is told, values the walk placed, numbers and emails', () => {
    const goal =
      'I’d like to check that a customer can book yoga in the morning for 2 guests as Ana Lima, ana@x.org';
    expect(unmetWords(goal, ['Ana Lima'], studio())).toEqual([]);
  });

  it('meets a day’s or a month’s short name by its whole name', () => {
    const seen = new SeenWords();
    seen.add('RES-40256 Le Misanthrope Saturday 3 October 2026 at 8:30 pm Exchange');
    expect(unmetWords('exchange RES-40256 (Misanthrope, Sat 3 Oct)', [], seen)).toEqual([]);
    expect(unmetWords('exchange the Sun 4 Nov booking', [], seen)).toEqual(['sun', 'nov', 'booking']);
  });

  it('asks nothing of what a reference is, said in parentheses after it: the reference names the row', () => {
    const seen = new SeenWords();
    seen.add('My bookings PEN-40188 Boarding 22/12/2026 – 02/01/2027 Change the dates');
    const goal = 'PEN-40188 (Rufus, pension de Noël) : change the departure date';
    expect(unmetWords(goal, [], seen)).toEqual([]);
    expect(unmetWords('change the departure date of the Noël booking', [], seen)).toEqual(['noel']);
  });

  it('meets a word through its other forms and its other-language twin', () => {
    const seen = new SeenWords();
    seen.add('Your cart. Checkout. Sign in');
    expect(unmetWords('ouvrir le panier puis passer en caisse', [], seen)).toEqual([]);
    expect(unmetWords('se connecter puis ouvrir la liste de souhaits', [], seen)).toEqual([
      'liste',
      'souhaits',
    ]);
    expect(unmetWords('open the carts', [], seen)).toEqual([]);
  });

  it('of those, the names: words written with a capital inside a sentence', () => {
    const seen = new SeenWords();
    seen.add('Country: France, Belgium, Switzerland. Delivery: Standard, Express');
    const goal = 'Commander du café et se faire livrer en Allemagne. Express please';
    const unmet = unmetWords(goal, [], seen);
    expect(unmet).toEqual(expect.arrayContaining(['commander', 'allemagne']));
    // "Commander" opens the goal: a capital of grammar, not a name.
    expect(unmetNames(goal, unmet)).toEqual(['Allemagne']);
    // Belgique is Belgium's twin: met, so no name is missing.
    expect(unmetNames('livrer en Belgique', unmetWords('livrer en Belgique', [], seen))).toEqual([]);
  });

  it('never asks the site for the people the goal is told about', () => {
    const unmet = ['bernard', 'okafor', 'annecy', 'sauna'];
    expect(unmetNames('Bonjour ! Chloé Bernard a accepté un poste ailleurs.', unmet)).toEqual([]);
    expect(unmetNames('sign in as Sam Okafor (sam.okafor@mail.test)', unmet)).toEqual([]);
    // A verb opening the goal is no person: the place after it is still asked of the site.
    expect(unmetNames('Réserver Annecy → Genève', unmet)).toEqual(['Annecy']);
    expect(unmetNames('book the Sauna for ana@x.org', unmet)).toEqual(['Sauna']);
  });
});
