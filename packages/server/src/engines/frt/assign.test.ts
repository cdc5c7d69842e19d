import { describe, expect, it } from 'vitest';
import { cuedByField, planForm } from './assign.js';
import { dataItem } from './fill-forms.js';
import type { FormField, PageForm } from './forms.js';

const field = (kind: FormField['kind'], label: string, extra: Partial<FormField> = {}): FormField => ({
  kind,
  type: kind === 'textarea' ? '' : 'text',
  label,
  names: [label],
  placeholder: '',
  autocomplete: '',
  inputmode: '',
  selector: `#${label.replace(/\W+/g, '-')}`,
  options: [],
  value: '',
  ...extra,
});

const form = (...fields: FormField[]): PageForm => ({
  selector: 'form',
  fields,
  submits: [{ name: 'Continue', selector: 'form button' }],
  title: '',
  container: '',
});

describe('values to fields (planForm)', () => {
  it('keeps a card number, an expiry or a code out of a box for prose: they wait for the form that asks', () => {
    const delivery = form(field('textarea', 'Delivery instructions (optional)'));
    const plan = planForm(delivery, [dataItem('card 4242 4242 4242 4242 exp 07/28 CVC 111')]);
    expect(plan.assignments).toEqual([]);
    expect(plan.unplaced.map((v) => v.text)).toEqual(['4242 4242 4242 4242', '07/28', '111']);
  });

  it('splits a date of birth into the day, month and year a form asks apart; the place of birth keeps its town', () => {
    const list = (label: string, name: string, options: Array<[string, string]>) =>
      field('select', label, {
        names: [label, name],
        options: options.map(([value, text]) => ({ label: text, value, selector: '' })),
      });
    const days = Array.from({ length: 31 }, (_, k): [string, string] => [
      String(k + 1).padStart(2, '0'),
      String(k + 1),
    ]);
    const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July'].map(
      (m, k): [string, string] => [String(k + 1).padStart(2, '0'), m],
    );
    const years = ['2010', '2008', '1996'].map((y): [string, string] => [y, y]);
    const identity = form(
      field('text', 'First name'),
      field('text', 'Last name'),
      list('Day', 'dob_day', days),
      list('Month', 'dob_month', months),
      list('Year', 'dob_year', years),
      field('text', 'Place of birth (town, and country if abroad)'),
    );
    const plan = planForm(identity, [
      dataItem('Lucas Moreau, born 14/06/2008, place of birth Saint-Nazaire'),
    ]);
    expect(Object.fromEntries(plan.assignments.map((a) => [a.field.label, a.value]))).toEqual({
      'First name': 'Lucas',
      'Last name': 'Moreau',
      Day: '14',
      Month: 'June',
      Year: '2008',
      'Place of birth (town, and country if abroad)': 'Saint-Nazaire',
    });
    const french = planForm(identity, [dataItem('né le 3 mars 2010 à Rezé')]);
    expect(french.assignments.map((a) => a.value)).toEqual(['3', 'March', '2010', 'Rezé']);
    // A date with no year is no birth date to split.
    expect(
      planForm(identity, [dataItem('le 3 mars')]).assignments.filter((a) => a.field.kind === 'select'),
    ).toEqual([]);
  });

  it('types a whole address into the one field that asks it, and its parts apart where the form asks them so', () => {
    const gift = form(field('text', 'Your name'), field('textarea', 'Postal address (for delivery by post)'));
    const item = dataItem('to my own address: 8 rue Paul Bellamy, 44000 Nantes');
    expect(planForm(gift, [item]).assignments.map((a) => [a.field.label, a.value])).toEqual([
      ['Postal address (for delivery by post)', '8 rue Paul Bellamy, 44000 Nantes'],
    ]);
    const parts = form(field('text', 'Street address'), field('text', 'Postcode'), field('text', 'City'));
    expect(
      planForm(parts, [dataItem('8 rue Paul Bellamy, 44000 Nantes')])
        .assignments.map((a) => a.value)
        .sort(),
    ).toEqual(['44000', '8 rue Paul Bellamy', 'Nantes']);
  });

  it('ticks the box a clause names best, not another that shares one of its words', () => {
    const allergies = form(
      field('checkbox', 'Fruits à coque'),
      field('checkbox', 'Crustacés et fruits de mer'),
      field('checkbox', 'Œufs'),
    );
    const ticked = (text: string) =>
      planForm(allergies, [dataItem(text)]).assignments.map((a) => a.field.label);
    expect(ticked('allergie : fruits à coque')).toEqual(['Fruits à coque']);
    expect(ticked('Allergies: crustacés + œufs')).toEqual(['Crustacés et fruits de mer', 'Œufs']);
    const diet = form(field('checkbox', 'Végétarien'), field('checkbox', 'Sans gluten'));
    expect(
      planForm(diet, [dataItem('coche végétarien + sans gluten')]).assignments.map((a) => [
        a.action,
        a.value,
      ]),
    ).toEqual([
      ['check', 'Végétarien'],
      ['check', 'Sans gluten'],
    ]);
  });

  it('ticks the newsletter box a clause subscribes to, in other words than its label', () => {
    const details = form(
      field('text', 'Nom'),
      field('checkbox', 'Je souhaite recevoir la lettre du Comptoir (une fois par mois)'),
      field('checkbox', 'J’accepte les conditions'),
    );
    const plan = planForm(details, [dataItem('Inscrire aussi à la lettre d’information')]);
    expect(plan.assignments.map((a) => [a.action, a.field.label])).toEqual([
      ['check', 'Je souhaite recevoir la lettre du Comptoir (une fois par mois)'],
    ]);
    // Only where the e-mail goes: the box waits for the clause that ticks it.
    const footer = form(
      field('text', 'Your email', { type: 'email' }),
      field('checkbox', 'I agree to receive the newsletter'),
    );
    const where = planForm(footer, [dataItem('footer newsletter: tom.baxter@mail.test')]);
    expect(where.assignments.map((a) => [a.action, a.field.label])).toEqual([['fill', 'Your email']]);
  });

  it('gives a count no cue names to the one list of counts, not to a free text field', () => {
    const counts = Array.from({ length: 10 }, (_, k) => ({
      label: String(k + 1),
      value: String(k + 1),
      selector: '',
    }));
    const table = form(
      field('text', 'Nom'),
      field('select', 'Nombre de couverts', { options: counts, value: '2' }),
      field('text', 'Allergies ou régime particulier'),
    );
    const plan = planForm(table, [
      dataItem('table pour 4 le sam. 28/11'),
      dataItem('au nom de Martin Girard'),
    ]);
    expect(Object.fromEntries(plan.assignments.map((a) => [a.field.label, a.value]))).toEqual({
      Nom: 'Martin Girard',
      'Nombre de couverts': '4',
    });
  });

  it('reads "1 pet, 2 pets" as a list of counts, and types a bare number into no optional field', () => {
    const pets = ['1 pet', '2 pets', '3 pets'].map((label, k) => ({
      label,
      value: String(k + 1),
      selector: '',
    }));
    const stay = form(
      field('select', 'Number of pets', { options: pets, value: '1 pet' }),
      field('text', 'Emergency contact — optional'),
    );
    expect(planForm(stay, [dataItem('2 dogs')]).assignments.map((a) => [a.field.label, a.value])).toEqual([
      ['Number of pets', '2 pets'],
    ]);
    const contact = form(field('text', 'Emergency contact — optional'));
    expect(planForm(contact, [dataItem('2 dogs')]).assignments).toEqual([]);
  });

  it('chooses a list’s option by the words of the clause whose value that list’s name cues', () => {
    const parts = ['Morning (8 am – 12 pm)', 'Afternoon (2 pm – 6 pm)'].map((label) => ({
      label,
      value: label,
      selector: '',
    }));
    const stay = form(
      field('text', 'Arrival date', { type: 'date' }),
      field('select', 'Drop-off time', { options: parts, value: parts[0].label }),
      field('text', 'Departure date', { type: 'date' }),
      field('select', 'Pick-up time', { options: parts, value: parts[0].label }),
    );
    const plan = planForm(stay, [
      dataItem('Drop-off Tuesday 22 December 2026 in the afternoon'),
      dataItem('we will collect them on Monday 28 December 2026 in the morning'),
    ]);
    expect(Object.fromEntries(plan.assignments.map((a) => [a.field.label, a.value]))).toMatchObject({
      'Drop-off time': 'Afternoon (2 pm – 6 pm)',
      'Pick-up time': 'Morning (8 am – 12 pm)',
    });
  });

  it('types a time as a time field takes it (14:15)', () => {
    const room = form(field('text', 'Start time', { type: 'time' }));
    expect(planForm(room, [dataItem('start at 2:15 pm')]).assignments.map((a) => a.value)).toEqual(['14:15']);
    expect(planForm(room, [dataItem('début 9h30')]).assignments.map((a) => a.value)).toEqual(['09:30']);
    expect(
      planForm(room, [dataItem('the evening one at half past five')]).assignments.map((a) => a.value),
    ).toEqual(['17:30']);
  });

  it('a time within a span chooses it and waits for the list of times; a slot is placed whole', () => {
    const opts = (labels: string[]) => labels.map((label) => ({ label, value: label, selector: '' }));
    const service = form(
      field('radio', 'Service', { options: opts(['Lunch (12 pm – 2 pm)', 'Dinner (7 pm – 10 pm)']) }),
    );
    const dinner = planForm(service, [dataItem('for dinner, 7pm')]);
    expect(dinner.assignments.map((a) => a.value)).toEqual(['Dinner (7 pm – 10 pm)']);
    expect(dinner.unplaced.map((v) => v.text)).toContain('7pm');
    const callback = form(
      field('select', 'Best time', { options: opts(['Entre 9 h et 12 h', 'Entre 12 h et 14 h']) }),
    );
    const slot = planForm(callback, [dataItem('créneau entre 12h et 14h')]);
    expect(slot.assignments.map((a) => a.value)).toEqual(['Entre 12 h et 14 h']);
    expect(slot.unplaced).toEqual([]);
  });

  it('takes the time option the word before the time names when two show it ("after 10 pm")', () => {
    const slots = ['Between 6 and 8 pm', 'Between 8 and 10 pm', 'After 10 pm (key box)'].map((label) => ({
      label,
      value: label,
      selector: '',
    }));
    const arrival = form(field('select', 'New estimated arrival time', { options: slots }));
    const plan = planForm(arrival, [dataItem('change arrival time to after 10 pm')]);
    expect(plan.assignments.map((a) => a.value)).toEqual(['After 10 pm (key box)']);
  });

  it('still writes a quoted note into that box', () => {
    const delivery = form(field('textarea', 'Delivery instructions (optional)'));
    const plan = planForm(delivery, [dataItem('note « Leave with the concierge »')]);
    expect(plan.assignments.map((a) => [a.field.label, a.value])).toEqual([
      ['Delivery instructions (optional)', 'Leave with the concierge'],
    ]);
  });

  it('gives the expiry to the field that asks for it, shaped like its placeholder', () => {
    const payment = form(
      field('text', 'Card number'),
      field('text', 'Expiry (MM/YY)', { placeholder: 'MM/YY' }),
      field('textarea', 'Note'),
    );
    const plan = planForm(payment, [dataItem('card 4242 4242 4242 4242 exp 07/28')]);
    expect(Object.fromEntries(plan.assignments.map((a) => [a.field.label, a.value]))).toEqual({
      'Card number': '4242 4242 4242 4242',
      'Expiry (MM/YY)': '07/28',
    });
  });

  it('gives a web address to the field that asks for one, whole, and never to a name', () => {
    const details = form(
      field('text', 'Full name'),
      field('text', 'LinkedIn or portfolio URL (optional)', { type: 'url' }),
    );
    const plan = planForm(details, [dataItem('Ana Lima, portfolio https://ana.dev/work?tab=1')]);
    expect(Object.fromEntries(plan.assignments.map((a) => [a.field.label, a.value]))).toEqual({
      'Full name': 'Ana Lima',
      'LinkedIn or portfolio URL (optional)': 'https://ana.dev/work?tab=1',
    });
  });

  it('reads words that open with a text field’s name, in either language, as that field’s value', () => {
    const alert = [field('text', 'Keywords'), field('text', 'Email address', { type: 'email' })];
    expect(cuedByField('mots-clés product manager', alert)).toMatchObject({
      text: 'product manager',
      cue: 'mots-cles',
    });
    expect(cuedByField('keywords data engineer.', alert)?.text).toBe('data engineer');
    // Words that name no field stay a click's words.
    expect(cuedByField('product manager jobs', alert)).toBeNull();
  });

  it('chooses a time under the day the goal gives, when every day offers it', () => {
    const slot = (date: string, group: string) => ({
      label: '09:30',
      value: `${date}T09:30`,
      selector: `#s${date}`,
      group,
    });
    const move = form(
      field('radio', 'Tuesday 14 April', {
        options: [slot('2026-04-14', 'mardi 14 avril'), slot('2026-04-17', 'vendredi 17 avril')],
      }),
    );
    const plan = planForm(move, [dataItem('move it to Friday 17 April at 09:30')]);
    expect(plan.assignments.map((a) => a.option?.value)).toEqual(['2026-04-17T09:30']);
    expect(plan.unplaced).toEqual([]);
  });

  it('keeps a card number out of "Name on card", whatever its cue, and reads digit groups as a shape', () => {
    const pay = form(
      field('text', 'Name on card'),
      field('text', 'Card number', { placeholder: '1234 5678 9012 3456' }),
    );
    const plan = planForm(pay, [
      dataItem('Use our test card: 4970 1012 3456 7890'),
      dataItem('David Hughes'),
    ]);
    expect(plan.assignments.map((a) => [a.field.label, a.value])).toEqual([
      ['Card number', '4970 1012 3456 7890'],
      ['Name on card', 'David Hughes'],
    ]);
  });

  it('types a name whole where its cue names the field, and splits an uncued one into first and last name', () => {
    const checkout = form(
      field('text', 'First name'),
      field('text', 'Last name'),
      field('text', 'Cardholder name'),
    );
    // A cue that names a field for something else ("adresse : Jonas Weber") is no reason to.
    const address = form(field('text', 'Prénom'), field('text', 'Nom'), field('text', 'Adresse'));
    expect(
      planForm(address, [dataItem('adresse : Jonas Weber')]).assignments.map((a) => a.field.label),
    ).toEqual(['Prénom', 'Nom']);
    const cued = planForm(checkout, [dataItem('cardholder name Jonas Weber')]);
    expect(cued.assignments.map((a) => [a.field.label, a.value])).toEqual([
      ['Cardholder name', 'Jonas Weber'],
    ]);
    const both = planForm(checkout, [dataItem('Jonas Weber'), dataItem('cardholder name Jonas Weber')]);
    expect(both.assignments.map((a) => [a.field.label, a.value])).toEqual(
      expect.arrayContaining([
        ['First name', 'Jonas'],
        ['Last name', 'Weber'],
        ['Cardholder name', 'Jonas Weber'],
      ]),
    );
  });

  it('reads an option in the other language, by the first words of its label', () => {
    const opt = (label: string, value: string) => ({ label, value, selector: '' });
    const rsvp = form(
      field('radio', 'Will you attend?', {
        options: [opt("Yes, I'll be there", 'yes'), opt("No, I can't come", 'no')],
      }),
      field('select', 'Dietary requirements', {
        options: [opt('No preference', ''), opt('Vegetarian', 'vegetarian')],
      }),
      field('textarea', 'Message'),
    );
    expect(cuedByField('présence non', rsvp.fields)).toMatchObject({ text: 'non', cue: 'presence' });
    const plan = planForm(rsvp, [dataItem('présence non'), dataItem('régime végétarien')]);
    expect(plan.assignments.map((a) => [a.field.label, a.option?.value])).toEqual([
      ['Will you attend?', 'no'],
      ['Dietary requirements', 'vegetarian'],
    ]);
    expect(plan.unplaced).toEqual([]);
  });

  it('ticks a box that only confirms the action the goal asks, never one it says to leave', () => {
    const cancel = form(
      field('select', 'Reason', { options: [{ label: 'Change of plans', value: 'plans', selector: '' }] }),
      field('checkbox', 'I confirm I want to cancel this trip'),
      field('checkbox', 'Send me offers'),
    );
    const plan = planForm(cancel, [dataItem('reason Change of plans')]);
    expect(plan.assignments.map((a) => [a.field.label, a.action])).toEqual([
      ['Reason', 'select'],
      ['I confirm I want to cancel this trip', 'check'],
    ]);
  });

  it('reads a bare "consent" as the box that agrees to something, among others', () => {
    const review = form(
      field('checkbox', 'I agree that Brightwork Jobs shares my application with the employer *'),
      field('checkbox', 'Add me to the talent pool'),
    );
    const plan = planForm(review, [dataItem('consent')]);
    expect(plan.assignments.map((a) => [a.field.label, a.action])).toEqual([
      ['I agree that Brightwork Jobs shares my application with the employer *', 'check'],
    ]);
    // Told as a French tester tells it, in the polite imperative.
    const contact = form(
      field('checkbox', 'J’accepte que mes données soient utilisées pour répondre à ma demande *'),
    );
    expect(planForm(contact, [dataItem('Cochez la case de consentement', true)]).assignments).toHaveLength(1);
  });

  it('chooses a performance by its time as people write it, a title cued as one, and the terms box by its twin', () => {
    const perf = (value: string, label: string) => ({ value, label, selector: `#p${value}` });
    const booking = form(
      field('select', 'Performance', {
        options: [
          perf('2027-01-21T20:00', 'Thursday 21 January 2027 at 8 pm'),
          perf('2027-01-22T20:30', 'Friday 22 January 2027 at 8:30 pm'),
        ],
      }),
      field('select', 'Title', {
        options: [perf('m', 'Mr'), perf('mme', 'Ms')],
      }),
      field('text', 'Last name'),
      field('checkbox', 'I accept the terms of sale'),
    );
    const plan = planForm(booking, [
      dataItem('Fri Jan 22 8:30pm'),
      dataItem('Buyer: Mr Tom Weller'),
      dataItem('Accept T&Cs', true),
    ]);
    expect(plan.assignments.map((a) => [a.field.label, a.option?.value ?? a.action])).toEqual(
      expect.arrayContaining([
        ['Performance', '2027-01-22T20:30'],
        ['Title', 'm'],
        ['I accept the terms of sale', 'check'],
      ]),
    );
  });

  it('chooses the one option of a list on the day the goal gives without a time, the list named by its label', () => {
    const o = (value: string, label: string) => ({ value, label, selector: `#o${value}` });
    const dates = form(
      field('select', 'Vertiges', {
        options: [
          o('', '— To be chosen —'),
          o('2027-03-12T20:30', 'Friday 12 March 2027 at 8:30 pm'),
          o('2027-03-13T20:30', 'Saturday 13 March 2027 at 8:30 pm'),
        ],
      }),
      field('select', 'Art', {
        options: [o('', '— To be chosen —'), o('2027-03-12T16:00', 'Friday 12 March 2027 at 4 pm')],
      }),
    );
    // Both lists offer 12 March: the one the clause names takes it, and its name is no person.
    const plan = planForm(dates, [dataItem('le Friday 12 March pour Vertiges')]);
    expect(plan.assignments.map((a) => [a.field.label, a.option?.value])).toEqual([
      ['Vertiges', '2027-03-12T20:30'],
    ]);
    expect(plan.unplaced).toEqual([]);
  });

  it('types nowhere a quoted name that ticked the box of that name, and reads "une seule fois" as "En une fois"', () => {
    const o = (value: string, label: string) => ({ value, label, selector: `#o${value}` });
    const subscription = form(
      field('checkbox', 'Boléro, nouvelles danses'),
      field('text', 'Adresse'),
      field('radio', 'Paiement', { options: [o('1', 'En une fois'), o('3', 'En 3 fois sans frais')] }),
    );
    const plan = planForm(subscription, [
      dataItem('avec « Boléro, nouvelles danses »'),
      dataItem('Paiement en une seule fois'),
    ]);
    expect(plan.assignments.map((a) => [a.field.label, a.option?.value ?? a.action])).toEqual([
      ['Paiement', '1'],
      ['Boléro, nouvelles danses', 'check'],
    ]);
  });
});

describe('values to fields as people name them', () => {
  const opt = (label: string, value = label.toLowerCase()) => ({
    label,
    value,
    selector: `[value="${value}"]`,
  });
  const placed = (f: PageForm, ...texts: string[]) =>
    planForm(
      f,
      texts.map((t) => dataItem(t)),
    ).assignments.map((a) => [a.field.label, a.value]);

  it('a delivery address told for someone: the street to the street, the complement by its twin, no street in a name', () => {
    const delivery = form(
      field('text', 'Recipient’s last name'),
      field('text', 'Street address'),
      field('text', 'Address line 2 (optional)'),
      field('text', 'Postcode'),
      field('text', 'Town'),
    );
    expect(
      placed(
        delivery,
        'for Sarah Lambert, 2 rue d’Alsace, 49100 Angers',
        'complément d’adresse "Digicode 4521, 3e étage"',
      ),
    ).toEqual(
      expect.arrayContaining([
        ['Street address', '2 rue d’Alsace'],
        ['Address line 2 (optional)', 'Digicode 4521, 3e étage'],
        ['Postcode', '49100'],
        ['Town', 'Angers'],
      ]),
    );
  });

  it('a card left unsigned ticks "Don’t sign the card"; a sender’s name waits for a name field', () => {
    const card = form(
      field('checkbox', 'Ne pas signer la carte (envoi anonyme)'),
      field('text', 'Votre nom'),
    );
    const unsigned = planForm(card, [dataItem('sur une carte non signée (envoi anonyme)')]).assignments;
    expect(unsigned.map((a) => [a.field.label, a.action])).toEqual([
      ['Ne pas signer la carte (envoi anonyme)', 'check'],
    ]);
    const signed = planForm(card, [dataItem('signer la carte')]).assignments;
    expect(signed.map((a) => a.action)).not.toContain('check');
    const delivery = form(field('text', 'Adresse'), field('text', 'Complément d’adresse (facultatif)'));
    expect(placed(delivery, '3 rue Bressigny', 'L’expéditeur est Julien Roussel')).toEqual([
      ['Adresse', '3 rue Bressigny'],
    ]);
    expect(placed(card, 'L’expéditeur est Julien Roussel')).toEqual([['Votre nom', 'Julien Roussel']]);
  });

  it('a box named after its cue, an option said as a twin or with an inclusive ending, a yes/no question', () => {
    const trial = form(field('checkbox', 'Piscine (nage libre)'), field('checkbox', 'Mur d’escalade'));
    expect(placed(trial, 'activités : piscine')).toEqual([['Piscine (nage libre)', 'Piscine (nage libre)']]);
    const slot = form(
      field('radio', 'Time slot', {
        options: [opt('Morning (9:00 – 12:00)'), opt('Afternoon (14:00 – 17:00)')],
      }),
    );
    expect(placed(slot, 'un créneau l’après-midi')).toEqual([['Time slot', 'Afternoon (14:00 – 17:00)']]);
    const relation = form(field('select', 'Lien', { options: [opt('Parent'), opt('Ami(e)', 'ami')] }));
    expect(placed(relation, 'c’est une amie')).toEqual([['Lien', 'Ami(e)']]);
    const certificate = form(
      field('text', 'First name'),
      field('radio', 'Do you have a medical certificate?', { options: [opt('Yes'), opt('No')] }),
    );
    expect(placed(certificate, 'No medical certificate')).toEqual([
      ['Do you have a medical certificate?', 'No'],
    ]);
    // A yes/no question named by its own words: yes, or no when a negation comes just before them.
    const arch = form(
      field('text', 'Number of tables'),
      field('radio', 'Flower arch for the ceremony', { options: [opt('Yes'), opt('No')] }),
    );
    expect(placed(arch, 'we’d really love a flower arch for the ceremony')).toEqual([
      ['Flower arch for the ceremony', 'Yes'],
    ]);
    const arche = form(
      field('radio', 'Arche fleurie pour la cérémonie', { options: [opt('Oui'), opt('Non')] }),
    );
    expect(placed(arche, '20 tables, pas d’arche fleurie')).toEqual([
      ['Arche fleurie pour la cérémonie', 'Non'],
    ]);
    expect(placed(arche, 'une belle cérémonie')).toEqual([]);
    // A bare "No" is typed nowhere.
    expect(placed(form(field('text', 'First name')), 'without the text reminder')).toEqual([]);
  });

  it('subscribes to a newsletter by its twin, not to the other box the label shares a word with', () => {
    const profile = form(
      field('checkbox', 'Recevoir la lettre d’information mensuelle de l’agence'),
      field('checkbox', 'Recevoir aussi mes alertes par SMS'),
    );
    expect(placed(profile, 'l’abonner à la newsletter')).toEqual([
      [
        'Recevoir la lettre d’information mensuelle de l’agence',
        'Recevoir la lettre d’information mensuelle de l’agence',
      ],
    ]);
    expect(placed(profile, 'subscribe him to the podcast')).toEqual([]);
  });

  it('a range goes to a list of minimum amounts and one of maximum amounts, each its own end', () => {
    const prices = ['100 000 €', '200 000 €', '300 000 €', '400 000 €'].map((p) => opt(p));
    const search = form(
      field('select', 'Prix minimum', { options: [opt('Pas de minimum'), ...prices] }),
      field('select', 'Prix maximum', { options: [opt('Pas de maximum'), ...prices] }),
      field('radio', 'Bedrooms', { options: [opt('Any'), opt('1+'), opt('2+'), opt('3+')] }),
      field('text', 'Town or postcode', { placeholder: 'e.g. Saumur, 49400' }),
    );
    expect(placed(search, '200k–300k', 'at least 2 bedrooms', 'Saumur')).toEqual([
      ['Prix minimum', '200 000 €'],
      ['Prix maximum', '300 000 €'],
      ['Bedrooms', '2+'],
      ['Town or postcode', 'Saumur'],
    ]);
  });

  it('a phrase names an option by its twin before a word that only looks like another option', () => {
    const viewing = form(
      field('radio', 'Time of day *', {
        options: [
          opt('Morning (9 am – 12 pm)'),
          opt('Afternoon (2 pm – 5 pm)'),
          opt('Early evening (5 pm – 7 pm)'),
        ],
      }),
      field('checkbox', 'I agree to my details being used to handle my viewing request *'),
    );
    expect(placed(viewing, 'end of the day (after 5)')).toEqual([
      ['Time of day *', 'Early evening (5 pm – 7 pm)'],
    ]);
  });

  it('only the words just before a value say what it is: a town earlier in the clause asks for no town', () => {
    const permit = form(
      field('text', 'Numéro d’immatriculation *', { placeholder: 'AA-123-AA' }),
      field('text', 'Commune'),
    );
    expect(placed(permit, 'une carte en zone Vieille ville pour la plaque XY-111-ZZ')).toEqual([
      ['Numéro d’immatriculation *', 'XY-111-ZZ'],
    ]);
  });

  it('a quoted name is typed whole, not taken for the option one of its words names', () => {
    const alert = form(
      field('text', 'Nom de l’alerte *'),
      field('select', 'Type de bien', { options: [opt('Maison'), opt('Appartement')] }),
    );
    expect(placed(alert, 'une nouvelle « Maison Doué » : achat', 'appartement')).toEqual([
      ['Type de bien', 'Appartement'],
      ['Nom de l’alerte *', 'Maison Doué'],
    ]);
  });

  it('answers no to a yes/no question its words name with a negation before them', () => {
    const furnished = form(
      field('radio', 'Le bien est-il meublé ?', { options: [opt('Oui, meublé'), opt('Non, vide')] }),
    );
    expect(placed(furnished, 'non meublé')).toEqual([['Le bien est-il meublé ?', 'Non, vide']]);
    expect(placed(furnished, 'un studio meublé')).toEqual([['Le bien est-il meublé ?', 'Oui, meublé']]);
  });

  it('the one a gift is for and the one who buys it, each to their own fields', () => {
    const gift = form(
      field('text', 'Nom du bénéficiaire'),
      field('text', 'E-mail du bénéficiaire', { type: 'email' }),
      field('text', 'Votre nom'),
      field('text', 'Votre e-mail', { type: 'email' }),
    );
    expect(
      placed(
        gift,
        'chèque cadeau pour Margaux Perrin',
        'envoi par mail à margaux@p.test',
        'Acheteur : Julien Perrin',
        'julien@p.test',
      ),
    ).toEqual(
      expect.arrayContaining([
        ['Nom du bénéficiaire', 'Margaux Perrin'],
        ['E-mail du bénéficiaire', 'margaux@p.test'],
        ['Votre nom', 'Julien Perrin'],
        ['Votre e-mail', 'julien@p.test'],
      ]),
    );
  });

  it('gives a pet’s name to the pet’s field and the owner’s to the owner’s', () => {
    const booking = form(field('text', 'Your name'), field('text', 'Dog’s name'));
    const plan = planForm(booking, [dataItem('my dog Pepper'), dataItem('Hannah Price')]);
    expect(Object.fromEntries(plan.assignments.map((a) => [a.field.label, a.value]))).toEqual({
      'Your name': 'Hannah Price',
      'Dog’s name': 'Pepper',
    });
  });

  it('keeps who signs in and the password together for a form that asks a password', () => {
    const daycare = form(
      field('text', 'Date', { type: 'date' }),
      field('text', 'Nom du chien'),
      field('text', 'E-mail', { type: 'email' }),
    );
    const signIn = form(
      field('text', 'Adresse e-mail', { type: 'email' }),
      field('password', 'Mot de passe'),
    );
    const goal = () => [dataItem('compte sandrine.vidal@mail.test / Biscotte-2026')];
    const elsewhere = planForm(daycare, goal());
    expect(elsewhere.assignments).toEqual([]);
    expect(elsewhere.unplaced.map((v) => v.text)).toEqual(['sandrine.vidal@mail.test', 'Biscotte-2026']);
    expect(
      Object.fromEntries(planForm(signIn, goal()).assignments.map((a) => [a.field.label, a.value])),
    ).toEqual({
      'Adresse e-mail': 'sandrine.vidal@mail.test',
      'Mot de passe': 'Biscotte-2026',
    });
    // ("forgot password for demo@x.test": the e-mail is who forgot it, and the form asks only that.)
    const forgot = form(field('text', 'Email', { type: 'email' }));
    expect(planForm(forgot, [dataItem('forgot password for demo@x.test')]).assignments).toHaveLength(1);
  });

  it('gives the e-mail and phone listed after the buyer’s name to the buyer’s fields, not the recipient’s', () => {
    const gift = form(
      field('text', 'Nom du bénéficiaire'),
      field('text', 'E-mail du bénéficiaire', { type: 'email' }),
      field('text', 'Vos nom et prénom'),
      field('text', 'Votre e-mail', { type: 'email' }),
      field('text', 'Votre téléphone', { type: 'tel' }),
    );
    const plan = planForm(gift, [
      dataItem('Gift voucher pour Odile Perrin'),
      dataItem('Buyer: Lucas Perrin, lucas.perrin@mail.test, 06 09 87 65 43'),
    ]);
    expect(Object.fromEntries(plan.assignments.map((a) => [a.field.label, a.value]))).toEqual({
      'Nom du bénéficiaire': 'Odile Perrin',
      'Vos nom et prénom': 'Lucas Perrin',
      'Votre e-mail': 'lucas.perrin@mail.test',
      'Votre téléphone': '06 09 87 65 43',
    });
  });

  it('puts each count into the list of the ticket kind the words after it name, written in figures or words', () => {
    const counts = Array.from({ length: 9 }, (_, k) => ({
      label: String(k),
      value: String(k),
      selector: '',
    }));
    const tickets = form(
      field('select', 'Plein tarif — 9 €', { options: counts, value: '0' }),
      field('select', 'Tarif réduit (étudiants, demandeurs d’emploi) — 6 €', { options: counts, value: '0' }),
      field('select', 'Moins de 18 ans — gratuit', { options: counts, value: '0' }),
      field('select', 'Under 18 — free', { options: counts, value: '0' }),
    );
    const chosen = (...said: string[]) =>
      Object.fromEntries(
        planForm(
          tickets,
          said.map((t) => dataItem(t)),
        ).assignments.map((a) => [a.field.label, a.value]),
      );
    expect(chosen('2 adultes plein tarif', 'un étudiant au tarif réduit')).toEqual({
      'Plein tarif — 9 €': '2',
      'Tarif réduit (étudiants, demandeurs d’emploi) — 6 €': '1',
    });
    // "under-18" is a kind of ticket, no code to type; its 1 is not the first list that offers a 1.
    expect(chosen('1 under-18')).toEqual({ 'Under 18 — free': '1' });
  });

  it('types a name again into the given and family name fields of a profile that holds it', () => {
    const profile = form(
      field('text', 'First name', { value: 'James' }),
      field('text', 'Last name', { value: 'Porter' }),
      field('text', 'Phone', { type: 'tel', value: '+44 20 7946 0000' }),
    );
    const plan = planForm(profile, [dataItem('James Porter'), dataItem('new phone +44 7911 123456')]);
    expect(Object.fromEntries(plan.assignments.map((a) => [a.field.label, a.value]))).toEqual({
      'First name': 'James',
      'Last name': 'Porter',
      Phone: '+44 7911 123456',
    });
  });

  it('ticks the box a clause names once its politeness is set aside, and never reads "tickets" as a tick', () => {
    const options = form(field('checkbox', 'Audio guide (€3 per paying ticket)'), field('text', 'Notes'));
    expect(planForm(options, [dataItem('with the audio guide please')]).assignments[0]?.field.label).toBe(
      'Audio guide (€3 per paying ticket)',
    );
    expect(dataItem('tickets Sat Dec 12').tick).toBe(false);
    expect(dataItem('tick the newsletter').tick).toBe(true);
  });

  it('chooses the length of time said in words, not the option that shares the word "half"', () => {
    const opts = (labels: string[]) => labels.map((label) => ({ label, value: label, selector: '' }));
    const durations = ['1 hour', '1 hour 30', '2 hours', 'Half day (4 hours)'];
    const room = form(field('select', 'Duration', { options: opts(durations) }));
    const chosen = (text: string) => planForm(room, [dataItem(text)]).assignments.map((a) => a.value);
    expect(chosen('for an hour and a half')).toEqual(['1 hour 30']);
    expect(chosen('for a half day')).toEqual(['Half day (4 hours)']);
    const salle = form(
      field('select', 'Durée', {
        options: opts(['1 heure', '1 heure 30', '2 heures', 'Demi-journée (4 heures)']),
      }),
    );
    const choisi = planForm(salle, [dataItem('pendant une heure et demie')]).assignments.map((a) => a.value);
    expect(choisi).toEqual(['1 heure 30']);
  });

  it('chooses the range whose two ends the goal gives, not the first that shows one of them', () => {
    const opts = (labels: string[]) => labels.map((label) => ({ label, value: label, selector: '' }));
    const budgets = ['€30 to €50', '€50 to €80', '€80 to €120'];
    const request = form(field('select', 'Budget', { options: opts(budgets) }));
    expect(planForm(request, [dataItem('budget €50–80')]).assignments.map((a) => a.value)).toEqual([
      '€50 to €80',
    ]);
    const devis = form(
      field('select', 'Budget par personne', {
        options: opts(['Moins de 40 €', 'De 40 à 60 €', 'De 60 à 90 €']),
      }),
    );
    expect(
      planForm(devis, [dataItem('budget de 40 à 60 € par personne')]).assignments.map((a) => a.value),
    ).toEqual(['De 40 à 60 €']);
  });

  it('types the words after a box of prose’s name and a colon whole, the date they mention with them', () => {
    const change = form(field('textarea', 'Reason for the change'));
    const said = 'reason: keys to the new house only handed over on 2 Jan';
    expect(planForm(change, [dataItem(said)]).assignments.map((a) => [a.field.label, a.value])).toEqual([
      ['Reason for the change', 'keys to the new house only handed over on 2 Jan'],
    ]);
    const delivery = form(field('textarea', 'Delivery instructions'));
    expect(planForm(delivery, [dataItem(said)]).assignments).toEqual([]);
    // A quote is typed as the quote, without its marks.
    const contact = form(field('textarea', 'Votre message'));
    const quoted = dataItem('Le message : « Bonjour, pouvez-vous prévoir deux porteurs de plus ? Merci. »');
    expect(planForm(contact, [quoted]).assignments.map((a) => a.value)).toEqual([
      'Bonjour, pouvez-vous prévoir deux porteurs de plus ? Merci.',
    ]);
  });

  it('types no pronoun: "send it to me" says who, and is no name', () => {
    const voucher = form(field('text', 'Nom du bénéficiaire'), field('text', 'De la part de'));
    // (The walk reads "Send it to me" as a send whose value is "me", for whoever "to" names.)
    const toMe = {
      ...dataItem('Send it to me'),
      values: [{ text: 'me', kind: 'words' as const, cue: 'to', start: 11, end: 13 }],
    };
    expect(planForm(voucher, [toMe]).assignments).toEqual([]);
  });

  it('reads joining a newsletter as a tick, and registering for a service as no tick', () => {
    expect(dataItem("l'inscrire à la lettre d'information").tick).toBe(true);
    expect(dataItem('sign her up to the mailing list').tick).toBe(true);
    expect(dataItem('inscrire mon chien Filou à la garderie le samedi 19 décembre').tick).toBe(false);
    expect(dataItem('subscribe to the premium plan').tick).toBe(false);
  });

  it('keeps a card holder’s name for the card’s holder field, never the member’s given and family names', () => {
    const join = form(field('text', 'Prénom'), field('text', 'Nom'), field('text', 'Adresse'));
    expect(planForm(join, [dataItem('titulaire Mathilde Girard')]).assignments).toEqual([]);
    const payment = form(field('text', 'Titulaire de la carte'), field('text', 'Numéro de carte'));
    expect(
      planForm(payment, [dataItem('titulaire Mathilde Girard')]).assignments.map((a) => a.value),
    ).toEqual(['Mathilde Girard']);
  });

  it('ticks the extra a count is for: "breakfast for 2" also ticks the breakfast box', () => {
    const people = ['1', '2', '3'].map((n) => ({ label: n, value: n, selector: '' }));
    const extras = form(
      field('checkbox', 'Breakfast buffet — €14 per person per night'),
      field('select', 'Number of people for breakfast', { options: people, value: '1' }),
      field('checkbox', 'Late check-out until 2 pm — €25'),
    );
    const plan = planForm(extras, [dataItem('extras: breakfast for 2')]);
    expect(Object.fromEntries(plan.assignments.map((a) => [a.field.label, a.value]))).toEqual({
      'Number of people for breakfast': '2',
      'Breakfast buffet — €14 per person per night': 'Breakfast buffet — €14 per person per night',
    });
  });
});
