import { describe, expect, it } from 'vitest';
import { goalTags } from './features.js';

describe('ticket ids that tag a goal, and ids that are its values', () => {
  it('reads an id first, or last after a name, as the ticket', () => {
    expect(goalTags('BN-470: open /catalog').ticketIds).toEqual(['BN-470']);
    expect(goalTags('click Send BN-470')).toEqual({ ticketIds: ['BN-470'], actions: 'click Send' });
  });

  it('never cuts an id out of a word: "facture INV-2045" keeps its value whole', () => {
    expect(goalTags('archiver la facture INV-2045')).toEqual({
      ticketIds: [],
      actions: 'archiver la facture INV-2045',
    });
    expect(goalTags('restore INV-1990').ticketIds).toEqual([]);
  });
});
