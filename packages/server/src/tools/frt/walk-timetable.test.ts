import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test-support/database.js';
import { type Received, walkSite } from '../../test-support/walk-site.js';

/**
 * A gym in French with an English version behind a select of languages in its header (sent on
 * change, or by its OK button; the choice is kept in a cookie). Its timetable is a table whose rows
 * say a day, a time as "18:30" and a class, each with its own Book link: the same class and the same
 * day come back in several rows, so only what a tester says of the row tells it.
 */
function gym(received: Received) {
  const langOf = (req: http.IncomingMessage) =>
    /(?:^|;\s*)lang=en/.test(req.headers.cookie ?? '') ? 'en' : 'fr';
  const query = (req: http.IncomingMessage) =>
    Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams);
  const words = {
    fr: {
      home: 'Accueil',
      timetable: 'Planning',
      book: 'Réserver',
      days: { tue: 'Mardi', thu: 'Jeudi', sat: 'Samedi' } as Record<string, string>,
      name: 'Nom',
      reminder: 'M’envoyer un SMS de rappel',
      confirm: 'Confirmer',
      done: 'Réservation enregistrée. Référence :',
    },
    en: {
      home: 'Home',
      timetable: 'Timetable',
      book: 'Book',
      days: { tue: 'Tuesday', thu: 'Thursday', sat: 'Saturday' } as Record<string, string>,
      name: 'Name',
      reminder: 'Text me a reminder',
      confirm: 'Confirm',
      done: 'Booking saved. Reference:',
    },
  };
  const sessions = [
    ['tue-1830-pump', 'tue', '18:30', 'Body Pump', 'Karim'],
    ['thu-1200-pump', 'thu', '12:00', 'Body Pump', 'Karim'],
    ['thu-1830-yoga', 'thu', '18:30', 'Yoga', 'Anne'],
    ['thu-1830-pump', 'thu', '18:30', 'Body Pump', 'Karim'],
    ['sat-0900-aqua', 'sat', '09:00', 'Aquagym', 'Lucas'],
    ['sat-1000-aqua', 'sat', '10:00', 'Aquagym', 'Lucas'],
  ];
  const page = (req: http.IncomingMessage, title: string, body: string) => {
    const lang = langOf(req);
    const t = words[lang];
    const here = (req.url ?? '/').replace(/"/g, '');
    const option = (value: string, label: string) =>
      `<option value="${value}"${value === lang ? ' selected' : ''}>${label}</option>`;
    return `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><header><nav><a href="/">${t.home}</a> <a href="/timetable">${t.timetable}</a></nav>
<form action="/lang"><input type="hidden" name="back" value="${here}"><label for="l">Langue / Language</label><select id="l" name="lang" onchange="this.form.submit()">${option('fr', 'Français')}${option('en', 'English')}</select> <button>OK</button></form></header>
<main><h1>${title}</h1>${body}</main></body></html>`;
  };
  return {
    '/lang': (req: http.IncomingMessage) => {
      const q = query(req);
      return {
        body: '',
        status: 303,
        headers: { location: q.back || '/', 'set-cookie': `lang=${q.lang === 'en' ? 'en' : 'fr'}; Path=/` },
      };
    },
    '/': (req: http.IncomingMessage) =>
      page(req, 'Gym des Lilas', '<p>Cours collectifs / group classes.</p>'),
    '/timetable': (req: http.IncomingMessage) => {
      const t = words[langOf(req)];
      const rows = sessions
        .map(
          ([id, day, time, name, coach]) =>
            `<tr><td>${t.days[day]}</td><td>${time}</td><td>${name}</td><td>${coach}</td><td><a href="/book?s=${id}">${t.book}</a></td></tr>`,
        )
        .join('');
      return page(req, t.timetable, `<table><tbody>${rows}</tbody></table>`);
    },
    '/book': (req: http.IncomingMessage) => {
      const t = words[langOf(req)];
      const s = query(req).s ?? '';
      return page(
        req,
        t.book,
        `<form action="/booked"><input type="hidden" name="s" value="${s}"><label for="n">${t.name}</label><input id="n" name="name">
<label for="e">E-mail</label><input id="e" type="email" name="email">
<label><input type="checkbox" name="sms" value="yes"> ${t.reminder}</label><button>${t.confirm}</button></form>`,
      );
    },
    '/booked': (req: http.IncomingMessage) => {
      const fields = query(req);
      received.push({ path: '/booked', fields });
      return page(
        req,
        words[langOf(req)].confirm,
        `<p role="status">${words[langOf(req)].done} BK-${fields.s?.length}${fields.name?.length}</p>`,
      );
    },
  };
}

// Grounding happens in the browser, not the database: once, on the embedded default.
describe.runIf(TEST_DB === 'sqlite')('FRT walk: rows told by day and time, languages in a select', () => {
  const { walkAndRun } = walkSite(gym);

  it('an English goal on the French page is walked in English, chosen in the select; "the Thursday 6:30pm one" is the row showing 18:30', async () => {
    const sent = await walkAndRun(
      'Open the timetable and book the Thursday Body Pump (the 6:30pm one) for Nina Okafor, nina@okafor.test, with the text reminder. Tell me the booking reference.',
    );
    expect(sent).toEqual([
      {
        path: '/booked',
        fields: { s: 'thu-1830-pump', name: 'Nina Okafor', email: 'nina@okafor.test', sms: 'yes' },
      },
    ]);
  });

  it('"ligne Aquagym samedi 9h" is the way into that row, in French', async () => {
    const sent = await walkAndRun(
      'Planning → ligne Aquagym samedi 9h → nom Léa Martin, lea@martin.test, confirmer',
    );
    expect(sent).toEqual([
      { path: '/booked', fields: { s: 'sat-0900-aqua', name: 'Léa Martin', email: 'lea@martin.test' } },
    ]);
  });
});
