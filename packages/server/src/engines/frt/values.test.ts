import { describe, expect, it } from 'vitest';
import { planForm } from './assign.js';
import { dataItem } from './fill-forms.js';
import type { FormField, PageForm } from './forms.js';
import { clockOf, dayToIso, findValues, showsTime } from './values.js';

const kinds = (text: string) => findValues(text).map((v) => [v.kind, v.text, v.cue]);

describe('the values a goal gives, found by their shape and never split', () => {
  it('keeps codes, emails, cards, dates and amounts whole, with the words before them', () => {
    expect(kinds('permit: plate GH-456-JK, ana@x.org')).toEqual([
      ['code', 'GH-456-JK', 'permit: plate'],
      ['email', 'ana@x.org', ''],
    ]);
    expect(kinds('card 4242 4242 4242 4242, expiry 11/29, CVC 456')).toEqual([
      ['card', '4242 4242 4242 4242', 'card'],
      ['expiry', '11/29', 'expiry'],
      ['number', '456', 'cvc'],
    ]);
    expect(kinds('gift card €50, paid 2026-02-03, à partir du 01/04/2026')).toEqual([
      ['money', '50', 'gift card'],
      ['date', '2026-02-03', 'paid'],
      ['dmy', '01/04/2026', 'a partir du'],
    ]);
    // A date with its month's name is one value, and a date field takes it as yyyy-mm-dd.
    expect(kinds('move it to Friday 17 April at 09:30, le 1er mai 2026')).toEqual([
      ['day', 'Friday 17 April', 'move it to'],
      ['time', '09:30', 'at'],
      ['day', '1er mai 2026', 'le'],
    ]);
    expect(dayToIso('mercredi 22 avril', 2026)).toBe('2026-04-22');
    expect(dayToIso('Thu 16 Apr 2027')).toBe('2027-04-16');
    // A web address is one value, without the mark that ends the sentence.
    expect(kinds('portfolio https://ana.dev/cv, site www.ana.dev.')).toEqual([
      ['url', 'https://ana.dev/cv', 'portfolio'],
      ['url', 'www.ana.dev', 'site'],
    ]);
  });

  it('reads streets, a postcode with its town (cued as postcode and city), names after their cue, counts in words', () => {
    expect(kinds('14 rue Sainte-Catherine, 33000 Bordeaux')).toEqual([
      ['street', '14 rue Sainte-Catherine', ''],
      ['postcode', '33000', 'postcode'],
      ['words', 'Bordeaux', 'city'],
    ]);
    expect(kinds('who lives at 27 rue des Écoles in 75005 Paris')).toEqual([
      ['street', '27 rue des Écoles', 'who lives at'],
      ['postcode', '75005', 'postcode'],
      ['words', 'Paris', 'city'],
    ]);
    expect(kinds('H2X 1X8 Montréal')).toEqual([
      ['postcode', 'H2X 1X8', 'postcode'],
      ['words', 'Montréal', 'city'],
    ]);
    expect(kinds('2 bottles of olive oil for Pierre Dubois').map(([k]) => k)).toEqual(['number', 'name']);
    expect(kinds('a €100 card for Marta Silva at marta@silva.test')).toContainEqual([
      'name',
      'Marta Silva',
      'card for',
    ]);
    expect(kinds('Thomas Girard from Lausanne')).toEqual([
      ['name', 'Thomas Girard', ''],
      ['words', 'Lausanne', 'city'],
    ]);
    expect(kinds('nom Karim Haddad')).toEqual([['name', 'Karim Haddad', 'nom']]);
    expect(kinds('gift to Lucy Gray (lucy@gray.test), from Sam')).toEqual([
      ['name', 'Lucy Gray', 'gift to'],
      ['email', 'lucy@gray.test', ''],
      ['name', 'Sam', 'from'],
    ]);
    expect(kinds('just one person')).toEqual([['number', '1', 'just person']]);
    // A street then its postcode and town with no comma; a surface with its unit; a count's noun after
    // the word before it.
    expect(kinds('12 rue Beaurepaire 49400 Saumur')).toEqual([
      ['street', '12 rue Beaurepaire', ''],
      ['postcode', '49400', 'postcode'],
      ['words', 'Saumur', 'city'],
    ]);
    expect(kinds('about 140 m2')).toEqual([['number', '140', 'about m2']]);
    expect(kinds('68 m²')).toEqual([['number', '68', 'm2']]);
    expect(kinds('appart 3 pièces')).toEqual([['number', '3', 'appart pieces']]);
    // One capitalised word where something is, its town; a flat's kind by its rooms is no code.
    expect(kinds('maison in Varrains')).toEqual([['words', 'Varrains', 'city']]);
    expect(kinds('turn off the summary in Settings')[0][0]).toBe('name');
    // Amounts as bounds: a range's two ends, "max", "at least", "et +"; "200k" in thousands.
    const bounds = (t: string) => findValues(t).map((v) => [v.text, v.bound]);
    expect(bounds('200k–300k')).toEqual([
      ['200000', 'min'],
      ['300000', 'max'],
    ]);
    expect(bounds('loyer entre 800 et 1200 €')).toEqual([
      ['800', 'min'],
      ['1200', 'max'],
    ]);
    expect(bounds('up to 1100 a month')).toEqual([['1100', 'max']]);
    expect(bounds('3 chambres et +')).toEqual([['3', 'min']]);
    expect(bounds('budget max 230 000')).toEqual([['230 000', 'max']]);
    // A weekday and its date with no month is a day (never "samedi 9h"); a hint of when in
    // parentheses is no value of its own.
    expect(kinds('Monday 9th')).toEqual([['day', 'Monday 9th', '']]);
    expect(kinds('samedi 9h')).toEqual([['time', '9h', 'samedi']]);
    expect(findValues('end of the day (after 5)').find((v) => v.text === '5')?.optional).toBe(true);
    expect(kinds('un T2 meublé de 38 m2 à Saumur')).toEqual([
      ['number', '38', 'un t2 meuble de m2'],
      ['words', 'Saumur', 'city'],
    ]);
    // A multiplier is a count, not a code: "x1" and "3×" are quantities of what they follow.
    expect(kinds('jam x2')).toEqual([['number', '2', 'jam']]);
    expect(kinds('3× soap')).toEqual([['number', '3', 'soap']]);
  });

  it('reads where someone works, after "chez" or a job\'s "at", as their company', () => {
    expect(kinds('responsable achats chez Verrerie Dubois & Fils')).toEqual([
      ['name', 'Verrerie Dubois & Fils', 'company'],
    ]);
    expect(kinds('IT manager at Northwind Ltd')).toEqual([['name', 'Northwind Ltd', 'company']]);
    expect(kinds('arrive at Gare Centrale')[0][2]).not.toBe('company');
  });

  it('reads a title before a name as a choice of its own, and a name after an elided "d\'" whole', () => {
    expect(kinds('Donatrice : Madame Inès Roy')).toEqual([
      ['words', 'Madame', 'title'],
      ['name', 'Inès Roy', 'donatrice'],
    ]);
    expect(kinds('un don de 30 € en souvenir d’Adrien Morel')).toEqual([
      ['money', '30', 'un don de'],
      ['name', 'Adrien Morel', "en souvenir d'"],
    ]);
  });

  it('never cuts a quoted message at its commas, nor an amount at its thousands', () => {
    expect(kinds('« Fuite sous l’évier, parquet gondolé », police non prévenue')).toEqual([
      ['quoted', 'Fuite sous l’évier, parquet gondolé', ''],
      ['words', 'police non prévenue', ''],
    ]);
    expect(kinds('« j’ai toujours les deux clés »')).toEqual([['quoted', 'j’ai toujours les deux clés', '']]);
    expect(kinds('shows €12,480.00 paid')).toEqual([['money', '12,480.00', 'shows']]);
    expect(kinds('12 480,00 € payés')).toEqual([['money', '12480,00', '']]);
  });

  it('reads a route as its two places (or whole after "trajet"), times of day, and numbers joined by dashes', () => {
    expect(kinds('one-way Grenoble → Annecy on 2026-05-14, the 08:15 coach')).toEqual([
      ['words', 'Grenoble', 'departure'],
      ['words', 'Annecy', 'arrival'],
      ['date', '2026-05-14', 'on'],
      ['time', '08:15', 'the'],
    ]);
    expect(kinds('Réserver Annecy → Genève Aéroport')).toEqual([
      ['words', 'Annecy', 'departure'],
      ['words', 'Genève Aéroport', 'arrival'],
    ]);
    expect(kinds('de Paris à Lyon')).toEqual([
      ['words', 'Paris', 'departure'],
      ['words', 'Lyon', 'arrival'],
    ]);
    expect(kinds('trajet Grenoble → Chambéry')).toEqual([['words', 'Grenoble → Chambéry', 'trajet']]);
    expect(kinds('le car de 13h20, carte 2940-118')).toEqual([
      ['time', '13h20', 'le car de'],
      ['code', '2940-118', 'carte'],
    ]);
  });

  it('reads a number per unit as the number, and "customer no." before a number as no refusal', () => {
    expect(kinds('household net income 3200/month')).toEqual([['number', '3200', 'household net income']]);
    expect(kinds('exp 11/04')).toEqual([['expiry', '11/04', 'exp']]);
    expect(kinds('password Pessac.33, pay INV-2044.')).toEqual([
      ['code', 'Pessac.33', 'password'],
      ['code', 'INV-2044', 'pay'],
    ]);
    expect(dataItem('Sign in: customer no. 40218735, pwd Garonne-2026').negative).toBe(false);
    expect(dataItem('no newsletter').negative).toBe(true);
  });

  it('reads a person cued before their street, a sentence’s capital as no name, and a count with its noun as no code', () => {
    expect(kinds('owner Paul Martin living at 22 rue du Four')).toEqual([
      ['name', 'Paul Martin', 'owner'],
      ['street', '22 rue du Four', 'owner paul martin living at'],
    ]);
    expect(kinds('Register the car of Ada King')).toEqual([['name', 'Ada King', 'register the car of']]);
    expect(kinds('a 3-month permit').some(([k]) => k === 'code')).toBe(false);
    expect(kinds('the name Paul Roche')).toEqual([['name', 'Paul Roche', 'the name']]);
  });

  it('reads the person prose is about as a name no form has to take', () => {
    expect(findValues('Léo Garnier is a student, born 2004-09-30')).toMatchObject([
      { kind: 'name', text: 'Léo Garnier', optional: true },
      { kind: 'date', text: '2004-09-30' },
    ]);
    // "the one for", "one of the coaches": pronouns, not counts.
    expect(findValues('a phone left on one of the coaches').some((v) => v.kind === 'number')).toBe(false);
    expect(findValues('cancel the one for Dune').some((v) => v.kind === 'number')).toBe(false);
    // A verb that opens the goal is no person.
    expect(findValues('Réserver Annecy pour demain').some((v) => v.kind === 'name')).toBe(false);
  });

  it('reads a person’s name before the words that cue their date, email or phone', () => {
    expect(kinds('Lucas Bernard né le 22/07/1995')).toEqual([
      ['name', 'Lucas Bernard', ''],
      ['dmy', '22/07/1995', 'ne le'],
    ]);
    // Words before a value that is no person's are not a name: "Paid Invoices for 12/02".
    expect(kinds('Paid Invoices for 12/02').map(([k]) => k)).toEqual(['expiry']);
  });
});

const field = (f: Partial<FormField> & { label: string }): FormField => ({
  kind: 'text',
  type: 'text',
  names: [f.label],
  placeholder: '',
  autocomplete: '',
  inputmode: '',
  selector: `#${f.label.replace(/\W+/g, '')}`,
  options: [],
  value: '',
  ...f,
});
const options = (...labels: string[]) =>
  labels.map((label, i) => ({ label, value: `v${i}`, selector: `#o${i}` }));

describe('values go to the fields of the form in view by constraints', () => {
  const permit: PageForm = {
    selector: 'form',
    title: 'Carte de stationnement',
    container: '',
    submits: [{ name: 'Envoyer la demande', selector: '#send' }],
    fields: [
      field({ label: 'Numéro d’immatriculation *', placeholder: 'AA-123-AA' }),
      field({ label: 'Marque et modèle' }),
      field({
        label: 'Zone de stationnement *',
        kind: 'select',
        options: options('Zone A — Gare', 'Zone B — Vieille ville', 'Zone C — Centre', 'Zone D — Port'),
      }),
      field({ label: 'Nom *' }),
      field({ label: 'Prénom *' }),
      field({ label: 'Adresse *' }),
      field({ label: 'J’accepte les conditions d’attribution', kind: 'checkbox', type: 'checkbox' }),
    ],
  };

  it('never puts a value whose cue asks for one kind of field into another ("postcode 1003" into Quantity)', () => {
    const card: PageForm = {
      selector: 'form',
      title: 'Green tea',
      container: '',
      submits: [{ name: 'Add to cart', selector: '#add' }],
      fields: [field({ label: 'Quantity', type: 'number' })],
    };
    expect(planForm(card, [dataItem('postcode 1003')]).assignments).toEqual([]);
    expect(planForm(card, [dataItem('wants 2 green teas')]).assignments.map((a) => a.value)).toEqual(['2']);
    const address: PageForm = {
      ...card,
      fields: [field({ label: 'City' }), field({ label: 'Postcode' })],
    };
    const placed = planForm(address, [dataItem('CVC 314'), dataItem('postcode 1003')]).assignments;
    expect(placed.map((a) => [a.field.label, a.value])).toEqual([['Postcode', '1003']]);
  });

  it('by an option, a placeholder’s shape, the given and family names, a street, a box', () => {
    const items = ['permit: plate GH-456-JK', 'zone C', 'Ada King', '12 rue des Lilas'].map((t) =>
      dataItem(t),
    );
    items.push(dataItem('accept conditions', true));
    const plan = planForm(permit, items);
    const placed = Object.fromEntries(plan.assignments.map((a) => [a.field.label, a.value]));
    expect(placed).toEqual({
      'Zone de stationnement *': 'Zone C — Centre',
      'J’accepte les conditions d’attribution': 'J’accepte les conditions d’attribution',
      'Numéro d’immatriculation *': 'GH-456-JK',
      'Prénom *': 'Ada',
      'Nom *': 'King',
      'Adresse *': '12 rue des Lilas',
    });
    expect(plan.unplaced).toEqual([]);
  });

  const quote: PageForm = {
    selector: 'form',
    title: 'Get a car insurance quote',
    container: '',
    submits: [{ name: 'Get my quote', selector: '#send' }],
    fields: [
      field({ label: 'Where did it happen?' }),
      field({
        label: 'Cover *',
        kind: 'radio',
        options: options('Third party', 'Third party, fire and theft'),
      }),
      field({ label: 'Start date', placeholder: 'DD/MM/YYYY' }),
      field({
        label: 'dob',
        names: ['Date of birth (DD/MM/YYYY) *'],
        placeholder: 'Date of birth (DD/MM/YYYY) *',
      }),
      field({ label: 'The car is kept in a garage overnight', kind: 'checkbox', type: 'checkbox' }),
      field({ label: 'I accept the terms and conditions', kind: 'checkbox', type: 'checkbox' }),
      field({ label: 'Tell us more', kind: 'textarea', type: 'textarea' }),
    ],
  };
  const placedIn = (form: PageForm, texts: string[]) =>
    Object.fromEntries(
      planForm(
        form,
        texts.map((t) => dataItem(t)),
      ).assignments.map((a) => [a.field.label, a.value]),
    );

  it('by a lexicon twin of an option’s whole label, and a date shaped like part of a placeholder', () => {
    expect(placedIn(quote, ['au tiers', 'Lucas Bernard né le 22/07/1995'])).toMatchObject({
      'Cover *': 'Third party',
      dob: '22/07/1995',
    });
  });

  it('a quoted sentence to the text area, and a loose "j’accepte" only to the box it is most like', () => {
    const placed = placedIn(quote, [
      '"Stone chip on the A6 turned into a crack"',
      'j’accepte les conditions',
    ]);
    expect(placed['Tell us more']).toBe('Stone chip on the A6 turned into a crack');
    expect(placed['I accept the terms and conditions']).toBeDefined();
    expect(placed['The car is kept in a garage overnight']).toBeUndefined();
  });

  const payment: PageForm = {
    selector: 'form',
    title: 'Paiement',
    container: '',
    submits: [{ name: 'Payer', selector: '#pay' }],
    fields: [
      field({ label: 'Départ', kind: 'select', options: options('Grenoble (gare)', 'Annecy (gare)') }),
      field({ label: 'Arrivée' }),
      field({ label: 'Date du voyage' }),
      field({ label: 'Nom et prénom' }),
      field({ label: 'Numéro de carte' }),
    ],
  };

  it('by what a label asks for: a card number as evidence, never a date into a name, a route’s ends by their cue', () => {
    const placed = placedIn(payment, ['Annecy → Grenoble', '2026-05-02', 'carte 4970 1012 3456 7890']);
    expect(placed).toEqual({
      Départ: 'Annecy (gare)',
      Arrivée: 'Grenoble',
      'Date du voyage': '2026-05-02',
      'Numéro de carte': '4970 1012 3456 7890',
    });
    // Left over, a date and a card number wait for a field whose words ask for them.
    const left = planForm({ ...payment, fields: payment.fields.slice(3, 4) }, [
      dataItem('exp 09/28, 2026-05-02'),
    ]);
    expect(left.assignments).toEqual([]);
  });

  it('leaves a box empty when the goal says not to tick it, and names a value no field takes', () => {
    const plan = planForm(permit, [
      dataItem('sans cocher les conditions', true),
      dataItem('email ana@x.org'),
    ]);
    expect(plan.assignments.find((a) => a.field.kind === 'checkbox')?.action).toBe('uncheck');
    expect(plan.unplaced.map((v) => v.text)).toEqual(['ana@x.org']);
  });
  it('reads a name said as one, a family name in capitals, a number written in groups', () => {
    const of = (t: string) => findValues(t).map((v) => [v.text, v.kind]);
    expect(of('A visitor named Mei Chen writes')).toEqual([['Mei Chen', 'name']]);
    expect(of('patiente : DIALLO Aïcha')).toEqual([['DIALLO Aïcha', 'name']]);
    expect(of('NIR 1 50 02 69 123 087 44, tél 06 98 76 54 32')).toEqual([
      ['1 50 02 69 123 087 44', 'code'],
      ['06 98 76 54 32', 'phone'],
    ]);
    expect(of('45890 kWh of electricity')[0]).toEqual(['45890', 'number']);
    expect(findValues('45890 kWh of electricity')[0].cue).toBe('electricity kwh');
  });

  it('reads times as people write them, and no duration as a time', () => {
    expect(
      kinds('Fri Jan 22 8:30pm, ven. 16/10 20h, le 4 octobre à 16 h, vers 20 h 30').filter(
        (k) => k[0] === 'time',
      ),
    ).toEqual([
      ['time', '8:30pm', ''],
      ['time', '20h', ''],
      ['time', '16 h', 'a'],
      ['time', '20 h 30', 'vers'],
    ]);
    expect(kinds('livré en 24h, pendant 2 h').some((k) => k[0] === 'time')).toBe(false);
    expect(clockOf('8:30 pm')).toBe('20:30');
    expect(clockOf('20 h 30')).toBe('20:30');
    expect(clockOf('16 h')).toBe('16:00');
    expect(clockOf('12am')).toBe('00:00');
    expect(showsTime('Friday 22 January 2027 at 8:30 pm', '20h30')).toBe(true);
    expect(showsTime('vendredi 22 janvier 2027 à 20 h 30', '8:30pm')).toBe(true);
    // A time said in words.
    const said = (text: string) => findValues(text).map((v) => [v.kind, v.text]);
    expect(said('lunch at half past twelve, four people')).toContainEqual(['time', 'half past twelve']);
    expect(clockOf('half past twelve')).toBe('12:30');
    expect(clockOf('quarter to seven')).toBe('06:45');
    expect(clockOf('midi')).toBe('12:00');
    expect(showsTime('12:30', 'half past twelve')).toBe(true);
    expect(showsTime('19:30', 'half past seven')).toBe(true);
    expect(said('l’après-midi').some(([kind]) => kind === 'time')).toBe(false);
    // Said without am or pm, 8:30 may be the evening's; 9:30 am is not 8:30.
    expect(showsTime('8:30 pm', '8:30')).toBe(true);
    expect(showsTime('9:30 am', '8:30')).toBe(false);
  });

  it('reads a pet’s name in the middle of a sentence: "inscrire mon chien Filou à la garderie"', () => {
    expect(
      findValues('Je voudrais inscrire mon chien Filou à la garderie').filter((v) => v.kind === 'name'),
    ).toMatchObject([{ text: 'Filou', cue: 'mon chien' }]);
  });

  it('leaves an age said by "turns" optional: "my sister turns 40 next month"', () => {
    const found = findValues('My sister Emma turns 40 next month; order a voucher for €120');
    expect(found.find((v) => v.text === '40')?.optional).toBe(true);
    expect(found.find((v) => v.text.includes('120'))?.optional).toBeFalsy();
  });

  it('counts "une place", and leaves an aside in parentheses optional', () => {
    expect(kinds('une place plein tarif')).toEqual([['number', '1', 'place plein tarif']]);
    // A count's noun skips the small words and stops where another phrase starts.
    expect(kinds('une place au tarif réduit pour son fils')[0]).toEqual([
      'number',
      '1',
      'place tarif reduit',
    ]);
    expect(kinds('envoyer un message').some((k) => k[0] === 'number')).toBe(false);
    // What a reference is, in parentheses after it, tells which one: no value to give.
    const which = findValues('exchange RES-40256 (Misanthrope, Sat 3 Oct) for Fri Oct 2nd 8:30pm');
    expect(which.filter((v) => !v.optional).map((v) => v.text)).toEqual([
      'RES-40256',
      'Fri Oct 2nd',
      '8:30pm',
    ]);
    // A sentence opening on "Dans Mes billets" names no person.
    expect(kinds('Dans Mes billets').some((k) => k[0] === 'name')).toBe(false);
    const aside = findValues('1 reduced (student, 19)');
    expect(aside.filter((v) => v.kind === 'number').map((v) => [v.text, Boolean(v.optional)])).toEqual([
      ['1', false],
      ['19', true],
    ]);
  });
});

describe('values as testers write them in a row or a sentence', () => {
  const shapes = (text: string) => findValues(text).map((v) => [v.kind, v.text]);

  it('a day and its month in figures, a time range, a role before a name, an IBAN', () => {
    expect(shapes('sam. 24/10')).toEqual([['day', 'sam. 24/10']]);
    expect(dayToIso('sam. 24/10', 2026)).toBe('2026-10-24');
    expect(shapes('slot 18h-19h')).toEqual([['time', '18h-19h']]);
    expect(showsTime('18:00 – 19:00', '18h-19h')).toBe(true);
    expect(showsTime('19:00 – 20:00', '18h-19h')).toBe(false);
    // A slot whose first end borrows the second's pm, or said "between … and …".
    expect(shapes('arriving 6–8 pm')).toEqual([['time', '6–8 pm']]);
    expect(shapes('arrivée entre 20 h et 22 h')).toEqual([['time', 'entre 20 h et 22 h']]);
    expect(showsTime('Between 6 and 8 pm', '6–8 pm')).toBe(true);
    expect(showsTime('Entre 18 h et 20 h', 'between 6 and 8 pm')).toBe(true);
    expect(showsTime('Between 8 and 10 pm', '6–8 pm')).toBe(false);
    // Counts are no slot: "de 2 à 3 personnes", "pour 4 le sam. 28/11 à 20h".
    expect(shapes('de 2 à 3 personnes')).toEqual([
      ['number', '2'],
      ['number', '3'],
    ]);
    expect(shapes('pour 4 le sam. 28/11 à 20h')).toEqual([
      ['number', '4'],
      ['day', 'sam. 28/11'],
      ['time', '20h'],
    ]);
    // A stay's last day is no card's expiry.
    expect(shapes('du 31/12 au 02/01')).toEqual([
      ['day', '31/12'],
      ['day', '02/01'],
    ]);
    expect(shapes('exp 12/27')).toEqual([['expiry', '12/27']]);
    // A person's name standing alone after a quoted value is a name; after a code it is not.
    expect(shapes('sujet « objet oublié » : Paul Renaud')).toEqual([
      ['quoted', 'objet oublié'],
      ['name', 'Paul Renaud'],
    ]);
    expect(shapes('INV-2042 Paid Today')).toEqual([['code', 'INV-2042']]);
    // A phone with its country code, in its country's groups.
    expect(shapes('+44 7700 900123, then')[0]).toEqual(['phone', '+44 7700 900123']);
    expect(shapes('+49 151 2345 6789.')).toEqual([['phone', '+49 151 2345 6789']]);
    // An English street, its name before its kind; a name after "Name’s".
    expect(shapes('Delivery please: 31 Beech Road, M21 9EL, Manchester')[0]).toEqual([
      'street',
      '31 Beech Road',
    ]);
    expect(shapes('3 Large Boxes')).toEqual([['number', '3']]);
    expect(shapes('Name’s Hannah Price')).toEqual([['name', 'Hannah Price']]);
    // A national number in the groups of its area code; a code in groups of digits stays a code.
    expect(shapes('le mobile pour 07700 900419')).toEqual([['phone', '07700 900419']]);
    expect(shapes('phone 0161 496 0123')).toEqual([['phone', '0161 496 0123']]);
    expect(shapes('meter 0123 4567 8901 23')).toEqual([['code', '0123 4567 8901 23']]);
    expect(kinds('Player Mark Whitfield')).toEqual([['name', 'Mark Whitfield', 'player']]);
    // A table "for two at one o'clock": a count, then the time of lunch; "a quarter to seven in the evening".
    expect(shapes('books a table for two at one o’clock')).toEqual([
      ['number', '2'],
      ['time', 'one o’clock'],
    ]);
    expect(clockOf('one o’clock')).toBe('13:00');
    expect(clockOf('a quarter to seven in the evening')).toBe('18:45');
    expect(clockOf('half past seven')).toBe('07:30');
    expect(kinds('SIRET 842 315 907 00018')).toEqual([['code', '842 315 907 00018', 'siret']]);
    expect(kinds('dossier NEPH 1234 5678 9012')[0]?.slice(0, 2)).toEqual(['code', '1234 5678 9012']);
    expect(shapes('budget 230 000 for 2 adults')).toEqual([
      ['number', '230 000'],
      ['number', '2'],
    ]);
    expect(shapes('tel 06 48 20 17 95')).toEqual([['phone', '06 48 20 17 95']]);
    expect(kinds('IBAN FR76 1027 8037 0000 0204 5671 142')).toEqual([
      ['code', 'FR76 1027 8037 0000 0204 5671 142', 'iban'],
    ]);
  });

  it('a day, a pronoun or a refusal is no value to type', () => {
    expect(shapes('Book on the Tuesday 7pm Pilates row')).toEqual([['time', '7pm']]);
    expect(shapes('the Thursday Body Pump (the 6:30pm one with Karim)')).toEqual([
      ['words', 'the Thursday Body Pump'],
      ['time', '6:30pm'],
      ['name', 'Karim'],
    ]);
    expect(kinds('No medical certificate')).toEqual([['words', 'No', 'medical certificate']]);
    expect(kinds('donc pas d’IBAN')).toEqual([]);
    // An acronym agreed to is the terms, no one's name.
    expect(kinds('accept the CGV').map(([kind]) => kind)).toEqual(['words']);
    expect(kinds('would like to try the gym')).toEqual([['words', 'gym', 'try']]);
    expect(kinds("somewhere in the women's changing rooms")).toEqual([
      ['words', "women's changing rooms", 'place'],
    ]);
  });

  it('a card, its brand and its holder; a town with a capital after its hyphen; a speaker’s "I’m"', () => {
    expect(kinds('I’ll pay with my Visa 4556 7375 8689 9855')).toEqual([
      ['card', '4556 7375 8689 9855', "i'll pay with my visa"],
    ]);
    expect(kinds('valid until 08/27')[0]?.slice(0, 2)).toEqual(['expiry', '08/27']);
    expect(kinds('du 31/12 au 02/01').map((v) => v[0])).toEqual(['day', 'day']);
    expect(kinds('the name on the card is D BROOKS')).toEqual([['name', 'D BROOKS', 'name on the card']]);
    expect(kinds('I’m Daniel Brooks')[0]?.slice(0, 2)).toEqual(['name', 'Daniel Brooks']);
    // The first person after a sentence's opening word is no one's name.
    expect(kinds('So I’ve just moved to Angers').map(([kind]) => kind)).not.toContain('name');
    // A street whose name is elided ("d’Alsace") is still a street.
    expect(kinds('2 rue d’Alsace')).toEqual([['street', '2 rue d’Alsace', '']]);
    expect(kinds('42000 Saint-Étienne').map((v) => v.slice(0, 2))).toEqual([
      ['postcode', '42000'],
      ['words', 'Saint-Étienne'],
    ]);
    // "1 under-18" is a count and a kind of ticket, no code; "under 18" names no number to type.
    expect(kinds('1 under-18').map((v) => v.slice(0, 2))).toEqual([['number', '1']]);
    expect(
      findValues('1 under 18')
        .filter((v) => !v.optional)
        .map((v) => v.text),
    ).toEqual(['1']);
  });

  it('a day with its weekday and no year is in the year where that weekday falls', () => {
    expect(dayToIso('Thursday 14 January', 2026)).toBe('2027-01-14');
    expect(dayToIso('Fri 16 Oct', 2026)).toBe('2026-10-16');
    expect(dayToIso('14 January', 2026)).toBe('2026-01-14');
  });
});
