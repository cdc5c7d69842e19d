import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test-support/database.js';
import { type Received, recordQuery, walkSite } from '../../test-support/walk-site.js';

/**
 * A pet salon: grooming is booked on two screens with no "Step N of M" (service, pet and day, then
 * "See available times": a time, who books); day-care is one form that asks nearly everything at
 * once; boarding's page only links to its booking form.
 */
function salonSite(received: Received) {
  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><title>${title} — Paws</title></head><body><header><nav><a href="/">Home</a> <a href="/grooming">Grooming</a> <a href="/day-care">Day-care</a> <a href="/boarding">Boarding</a></nav></header><main><h1>${title}</h1>${body}</main></body></html>`;
  const who = `<label for="n">Your name</label><input id="n" name="name" required>
<label for="e">Email</label><input id="e" type="email" name="email" required>`;
  return {
    '/': page('Paws', '<p>Grooming, day-care and boarding in Montbrison.</p>'),
    '/grooming': page(
      'The grooming salon',
      `<form action="/grooming/times"><label for="s">Service</label><select id="s" name="service"><option value="">Choose</option><option value="bath">Bath and dry</option><option value="full">Full groom (bath, cut, finish)</option></select>
<label for="p">Your pet’s name</label><input id="p" name="pet" required>
<label for="d">Preferred date</label><input id="d" type="date" name="date" required>
<button>See available times</button></form>`,
    ),
    '/grooming/times': (req: http.IncomingMessage) => {
      const sent = recordQuery(received, '/grooming/times', req);
      return page(
        'Choose your time',
        `<form action="/grooming/confirm"><input type="hidden" name="date" value="${sent.date}">
<fieldset><legend>Time</legend><label><input type="radio" name="time" value="0930">9:30 am</label><label><input type="radio" name="time" value="1100">11:00 am</label></fieldset>
${who}<button>Confirm the appointment</button></form>`,
      );
    },
    '/grooming/confirm': (req: http.IncomingMessage) => {
      recordQuery(received, '/grooming/confirm', req);
      return page('Appointment confirmed', '<p>Your reference: GRM-4412</p>');
    },
    '/day-care': page(
      'Dog day-care',
      `<form action="/day-care/book"><label for="dd">Date</label><input id="dd" type="date" name="day" required>
<label for="dn">Dog’s name</label><input id="dn" name="dog" required>${who}
<label for="dt">Phone</label><input id="dt" type="tel" name="phone"><button>Book the day</button></form>`,
    ),
    '/day-care/book': (req: http.IncomingMessage) => {
      recordQuery(received, '/day-care/book', req);
      return page('Day booked', '<p>Your reference: DAY-1200</p>');
    },
    '/boarding': page(
      'Boarding',
      '<p>Dogs from €19 a night.</p><p><a href="/boarding/book">Book a stay</a></p>',
    ),
    '/boarding/book': page(
      'Book a stay — step 1',
      `<form action="/boarding/pet"><label for="a">Arrival date</label><input id="a" type="date" name="arrival" required>
<label for="b">Departure date</label><input id="b" type="date" name="departure" required><button>Next step</button></form>`,
    ),
    '/boarding/pet': (req: http.IncomingMessage) => {
      recordQuery(received, '/boarding/pet', req);
      return page(
        'Book a stay — step 2',
        `<form action="/boarding/done"><label for="bp">Pet’s name</label><input id="bp" name="pet" required>${who}<button>Book the stay</button></form>`,
      );
    },
    '/boarding/done': (req: http.IncomingMessage) => {
      recordQuery(received, '/boarding/done', req);
      return page('Stay booked', '<p>Your reference: BRD-0077</p>');
    },
    '/stays': page(
      'Our stays',
      '<p>Cats and dogs, from €19 a night.</p><p><a href="/stays/book">Book a stay</a></p>',
    ),
    '/stays/book': page(
      'Book a stay',
      `<form action="/stays/pets"><label for="sa">Arrival</label><input id="sa" type="date" name="arrival" required>
<label for="sd">Departure</label><input id="sd" type="date" name="departure" required>
<label for="sn">Number of pets</label><select id="sn" name="pets"><option value="1">1 pet</option><option value="2">2 pets</option><option value="3">3 pets</option></select>
<button>Next step</button></form>`,
    ),
    '/stays/pets': (req: http.IncomingMessage) => {
      recordQuery(received, '/stays/pets', req);
      return page(
        'Your pets',
        `<form action="/stays/owner"><label for="pn">Name</label><input id="pn" name="pet" required>
<label for="pb">Breed</label><select id="pb" name="breed"><option value="">Choose</option><option value="beagle">Beagle</option><option value="collie">Border Collie</option></select>
<button>Next step</button></form>`,
      );
    },
    '/stays/owner': (req: http.IncomingMessage) => {
      recordQuery(received, '/stays/owner', req);
      return page(
        'About you',
        `<form action="/stays/done"><label for="of">First name</label><input id="of" name="first" required>
<label for="ol">Last name</label><input id="ol" name="last" required>
<label for="oe">Email</label><input id="oe" type="email" name="email" required>
<label for="oc">Emergency contact — optional</label><input id="oc" name="contact"><button>Book</button></form>`,
      );
    },
    '/stays/done': (req: http.IncomingMessage) => {
      recordQuery(received, '/stays/done', req);
      return page('Stay booked', '<p>Your reference: STY-5120</p>');
    },
    '/classes/enrol': page(
      'Puppy classes: about you',
      `<form action="/classes/start"><label for="cf">First name</label><input id="cf" name="first">
<label for="cl">Last name</label><input id="cl" name="last"><fieldset><legend>Date of birth</legend>
<select name="dob_day" aria-label="Day"><option value="">Day</option>${Array.from({ length: 31 }, (_, k) => `<option value="${String(k + 1).padStart(2, '0')}">${k + 1}</option>`).join('')}</select>
<select name="dob_month" aria-label="Month"><option value="">Month</option>${['January', 'February', 'March', 'April'].map((m, k) => `<option value="0${k + 1}">${m}</option>`).join('')}</select>
<select name="dob_year" aria-label="Year"><option value="">Year</option><option>2001</option><option>1999</option></select></fieldset>
<label for="cp">Place of birth</label><input id="cp" name="birth_place">
<label for="cd">Date of your last class with us (if any)</label><input id="cd" type="date" name="last_class">
<button>Next step</button></form>`,
    ),
    '/classes/start': (req: http.IncomingMessage) => {
      recordQuery(received, '/classes/start', req);
      return page(
        'Puppy classes: when',
        `<form action="/classes/done"><label for="cw">Start</label><select id="cw" name="week"><option value="2026-12-14">Week of Monday 14 December</option><option value="2027-01-04">Week of Monday 4 January</option></select><button>Enrol</button></form>`,
      );
    },
    '/classes/done': (req: http.IncomingMessage) => {
      recordQuery(received, '/classes/done', req);
      return page('Enrolled', '<p>Your file: ENR-3021</p>');
    },
  };
}

// Grounding happens in the browser, not the database: once, on the embedded default.
describe.runIf(TEST_DB === 'sqlite')('FRT walk: a booking on screens that do not say they are steps', () => {
  const { walkAndRun, world } = walkSite(salonSite);

  it('books grooming on its two screens, not the one-page day-care form that takes more of the values at once', async () => {
    expect(
      await walkAndRun(
        'At the grooming salon: full groom for my dog Caramel on 2026-12-18 at 11:00, Nathalie Brun, n.brun@mail.test → GRM- ref',
      ),
    ).toEqual([
      { path: '/grooming/times', fields: { service: 'full', pet: 'Caramel', date: '2026-12-18' } },
      {
        path: '/grooming/confirm',
        fields: { date: '2026-12-18', time: '1100', name: 'Nathalie Brun', email: 'n.brun@mail.test' },
      },
    ]);
  });

  it('follows the page the goal names to the form its content links to', async () => {
    expect(
      await walkAndRun(
        'boarding → 2026-12-14 to 2026-12-19, my dog Pepper, Hannah Price, hannah.price@mail.test → BRD- ref',
      ),
    ).toEqual([
      { path: '/boarding/pet', fields: { arrival: '2026-12-14', departure: '2026-12-19' } },
      {
        path: '/boarding/done',
        fields: { pet: 'Pepper', name: 'Hannah Price', email: 'hannah.price@mail.test' },
      },
    ]);
  });

  it('reads each arrow of a terse goal as the end of a screen: the owner’s name waits for the owner’s form', async () => {
    expect(
      await walkAndRun(
        'open /stays → arrival 2026-12-14, departure 2026-12-19, 1 dog → Pepper, Border Collie → owner Hannah Price, hannah.price@mail.test → STY- ref',
      ),
    ).toEqual([
      { path: '/stays/pets', fields: { arrival: '2026-12-14', departure: '2026-12-19', pets: '1' } },
      { path: '/stays/owner', fields: { pet: 'Pepper', breed: 'collie' } },
      {
        path: '/stays/done',
        fields: { first: 'Hannah', last: 'Price', email: 'hannah.price@mail.test', contact: '' },
      },
    ]);
  });

  it('splits a date of birth into the form’s day, month and year; a value after an arrow goes on to the next screen', async () => {
    // Without the arrow's end of screen, "4 Jan" would go to the optional date of the first form.
    expect(
      await walkAndRun(
        'open /classes/enrol → Ana Lima, born 02/03/1999, place of birth Saint-Malo → start week of 4 Jan → Enrol → ENR- ref',
      ),
    ).toEqual([
      {
        path: '/classes/start',
        fields: {
          first: 'Ana',
          last: 'Lima',
          dob_day: '02',
          dob_month: '03',
          dob_year: '1999',
          birth_place: 'Saint-Malo',
          last_class: '',
        },
      },
      { path: '/classes/done', fields: { week: '2027-01-04' } },
    ]);
  });

  it('asks nothing of the site for a word that describes a phone typed just after it', async () => {
    expect(
      await walkAndRun(
        'Dog day-care on 2026-12-18, my dog Rex, Nathalie Brun, n.brun@mail.test, her Belgian mobile +32 470 12 34 56 → DAY- ref',
      ),
    ).toEqual([
      {
        path: '/day-care/book',
        fields: {
          day: '2026-12-18',
          dog: 'Rex',
          name: 'Nathalie Brun',
          email: 'n.brun@mail.test',
          phone: '+32 470 12 34 56',
        },
      },
    ]);
  });

  it('asks nothing of the site for a name told only in the story, and still refuses one the journey acts on', async () => {
    expect(
      await walkAndRun(
        'Chaque hiver, Nathalie Brun fait toiletter son Westie. At the grooming salon: full groom for my dog Caramel on 2026-12-18 at 11:00, Nathalie Brun, n.brun@mail.test → GRM- ref',
      ),
    ).toEqual([
      { path: '/grooming/times', fields: { service: 'full', pet: 'Caramel', date: '2026-12-18' } },
      {
        path: '/grooming/confirm',
        fields: { date: '2026-12-18', time: '1100', name: 'Nathalie Brun', email: 'n.brun@mail.test' },
      },
    ]);
    const { h, t } = world;
    const refused = await h.invoke(
      'create_frt_scenario',
      {
        goal: 'At the grooming salon: Westie trim for my dog Caramel on 2026-12-18 at 11:00, Nathalie Brun, n.brun@mail.test → GRM- ref',
        confirm: true,
        forceCreate: true,
      },
      t.fullKey,
    );
    expect(refused.body.error?.code).toBe('pipeline_blocked');
    expect(refused.body.error?.message).toContain('Westie');
  });
});
