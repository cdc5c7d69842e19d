import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type EventText, resolveIntent } from './intent.js';

const corpus = JSON.parse(
  fs.readFileSync(
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/intent-corpus.json'),
    'utf8',
  ),
) as {
  events: Array<Omit<EventText, 'stepTexts' | 'pageLabels'>>;
  tickets: Array<{ text: string; event: string; lang: 'en' | 'fr' }>;
};
const events: EventText[] = corpus.events.map((e) => ({ ...e, stepTexts: [], pageLabels: [] }));

describe('ticket intent: which plan event a ticket is about, by meaning', () => {
  it('resolves at least 90% of the phrasings top-1, in English and in French', () => {
    const misses: string[] = [];
    const right = { en: 0, fr: 0 };
    const total = { en: 0, fr: 0 };
    for (const ticket of corpus.tickets) {
      total[ticket.lang]++;
      const top = resolveIntent(ticket.text, events).events[0]?.eventId;
      if (top === ticket.event) right[ticket.lang]++;
      else misses.push(`${ticket.text} → ${top} (wanted ${ticket.event})`);
    }
    const accuracy = (right.en + right.fr) / corpus.tickets.length;
    console.log(
      `intent top-1: ${(accuracy * 100).toFixed(1)}% of ${corpus.tickets.length} (en ${right.en}/${total.en}, fr ${right.fr}/${total.fr})${misses.length ? `\n  missed: ${misses.join('\n  missed: ')}` : ''}`,
    );
    expect(corpus.tickets.length).toBeGreaterThanOrEqual(30);
    expect(total.fr).toBeGreaterThanOrEqual(corpus.tickets.length * 0.45);
    expect(accuracy).toBeGreaterThanOrEqual(0.9);
    expect(right.fr / total.fr).toBeGreaterThanOrEqual(0.85);
  });

  it('says why, names the actions and the plan variables the ticket mentions', () => {
    const intent = resolveIntent("le clic sur un rail n'envoie pas rail_name", events);
    expect(intent.events[0]).toMatchObject({ eventId: 'click_rail' });
    expect(intent.events[0].why.join(' ')).toMatch(/rail.*(id|label)/);
    expect(intent.actions).toContain('click');
    expect(intent.variables).toEqual(['rail_name']);
  });

  it('a ticket about nothing in the plan matches nothing well', () => {
    const intent = resolveIntent('The chatbot greeting shows in the wrong language', events);
    expect(intent.events[0]?.score ?? 0).toBeLessThan(0.3);
  });
});
