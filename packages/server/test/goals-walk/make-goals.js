// Writes goals.json from the goals below: each goal is given a half ("tune" or "heldout") by a
// seeded shuffle, balanced per site and voice, and the infeasible goals of a site split evenly.
// The goals in FRESH (a fifth site, harbour: 10 English, 10 French) are a later, unseen batch: their
// half is "fresh", set here, and they take no part in the shuffle, so the 128 goals above keep the
// halves they always had. COACH (a sixth site, coach: 10 English, 10 French) is a second such batch,
// also "fresh" and also kept out of the shuffle; so are the library and jobs batches (fresh-library.js,
// fresh-jobs.js: each exports its goals, the fields that are choices and the fields' defaults).
// Checks, before writing, that every value a visitor would type (not a choice among a select's
// options, radios, checkboxes or hidden fields, nor a field's untouched default) appears verbatim in
// the goal.
// The goals were written before any run of the reader; do not change one after seeing its result.
// Usage: node packages/server/test/goals-walk/make-goals.js
import fs from 'node:fs';
import * as bank from './fresh-bank.js';
import * as bistro from './fresh-bistro.js';
import * as campsite from './fresh-campsite.js';
import * as charity from './fresh-charity.js';
import * as clinic from './fresh-clinic.js';
import * as club from './fresh-club.js';
import * as cowork from './fresh-cowork.js';
import * as driving from './fresh-driving.js';
import * as energy from './fresh-energy.js';
import * as estate from './fresh-estate.js';
import * as florist from './fresh-florist.js';
import * as garage from './fresh-garage.js';
import * as hotel from './fresh-hotel.js';
import * as jobs from './fresh-jobs.js';
import * as kennel from './fresh-kennel.js';
import * as library from './fresh-library.js';
import * as movers from './fresh-movers.js';
import * as museum from './fresh-museum.js';
import * as printshop from './fresh-printshop.js';
import * as rental from './fresh-rental.js';
import * as school from './fresh-school.js';
import * as theatre from './fresh-theatre.js';

const SEED = 20261205;

/** Fields whose value is a choice the site offers (select, radio, checkbox, hidden), not typed text. */
const CHOICES = {
  studio: ['service', 'slot', 'newsletter', 'amount', 'reason'],
  mairie: ['zone', 'duree', 'conditions', 'objet', 'copie', 'type', 'suivi'],
  ledger: [
    'client',
    'currency',
    'language',
    'timezone',
    'weeklySummary',
    'overdueAlerts',
    'status',
    'id',
    'remember',
  ],
  grocer: ['product', 'country', 'delivery', 'terms'],
  harbour: [
    'cover',
    'garage',
    'accept_terms',
    'mileage',
    'trip_type',
    'area',
    'winter_sports',
    'claim_type',
    'police_report',
    'subject',
    'reply_by',
    'consent',
    'remember',
    'document',
    'policy',
    'payment_day',
    'paperless',
  ],
  coach: [
    'dep',
    'voyageurs',
    'carte',
    'aller_retour',
    'sens',
    'depart',
    'siege',
    'velo',
    'bagages',
    'assurance',
    'cgv',
    'offres',
    'categorie',
    'rester',
    'ref',
    'horaire',
    'motif',
    'confirmer',
    'langue',
  ],
  library: library.choices,
  jobs: jobs.choices,
  clinic: clinic.choices,
  energy: energy.choices,
  rental: rental.choices,
  school: school.choices,
  bank: bank.choices,
  garage: garage.choices,
  charity: charity.choices,
  theatre: theatre.choices,
  club: club.choices,
  estate: estate.choices,
  hotel: hotel.choices,
  museum: museum.choices,
  kennel: kennel.choices,
  cowork: cowork.choices,
  bistro: bistro.choices,
  driving: driving.choices,
  movers: movers.choices,
  florist: florist.choices,
  printshop: printshop.choices,
  campsite: campsite.choices,
};
/** The sites whose goals are dealt into tune/heldout by the seeded shuffle (in this order). */
const SHUFFLED_SITES = ['studio', 'mairie', 'ledger', 'grocer'];

/** Values a field holds before anyone touches it (a goal that says nothing of them expects them). */
const DEFAULTS = {
  studio: { guests: '1' },
  grocer: { qty: '1' },
  mairie: { duree: 'annuel' },
  ledger: {},
  harbour: { travellers: '1' },
  coach: { voyageurs: '1', siege: 'indifferent', bagages: '0' },
  library: library.defaults,
  jobs: jobs.defaults,
  clinic: clinic.defaults,
  energy: energy.defaults,
  rental: rental.defaults,
  school: school.defaults,
  bank: bank.defaults,
  garage: garage.defaults,
  charity: charity.defaults,
  theatre: theatre.defaults,
  club: club.defaults,
  estate: estate.defaults,
  hotel: hotel.defaults,
  museum: museum.defaults,
  kennel: kennel.defaults,
  cowork: cowork.defaults,
  bistro: bistro.defaults,
  driving: driving.defaults,
  movers: movers.defaults,
  florist: florist.defaults,
  printshop: printshop.defaults,
  campsite: campsite.defaults,
};

const login = (email, password, extra = {}) => ({ path: '/login', fields: { email, password, ...extra } });
const DEMO = login('demo@ledgerly.test', 'Demo-2026!');
const ANA = login('ana@ledgerly.test', 'ana-pass-7');
const card = (cardNumber, expiry, cvc, terms = 'accepted') => ({
  path: '/checkout/payment',
  fields: { cardNumber, expiry, cvc, terms },
});
const address = (fields) => ({ path: '/checkout/address', fields });
const add = (product, qty = '1') => ({ path: '/cart/add', fields: { product, qty } });
const delivery = (d, instructions) => ({
  path: '/checkout/delivery',
  fields: instructions ? { delivery: d, instructions } : { delivery: d },
});

// [site, voice, goal, expect, feasible = true, note]
const G = [
  /* ---------------------------------------------------------------- studio (English) */
  [
    'studio',
    'terse',
    'book yoga, 2026-03-17, morning, 2 people, Ana Lima, ana@x.org',
    {
      received: [
        {
          path: '/book',
          fields: {
            service: 'yoga',
            date: '2026-03-17',
            slot: 'morning',
            guests: '2',
            fullname: 'Ana Lima',
            email: 'ana@x.org',
          },
        },
      ],
      text: 'Booking confirmed',
    },
  ],
  [
    'studio',
    'terse',
    'pilates 2026-04-02 evening, 1 person, marc.dubois@mail.test, phone 0611223344',
    {
      received: [
        {
          path: '/book',
          fields: {
            service: 'pilates',
            date: '2026-04-02',
            slot: 'evening',
            guests: '1',
            email: 'marc.dubois@mail.test',
            phone: '0611223344',
          },
        },
      ],
      text: 'Booking confirmed',
    },
  ],
  [
    'studio',
    'terse',
    'massage for 2 on 2026-05-09 afternoon — Tom Baker, tom@baker.test, note: allergic to almond oil',
    {
      received: [
        {
          path: '/book',
          fields: {
            service: 'massage',
            date: '2026-05-09',
            slot: 'afternoon',
            guests: '2',
            fullname: 'Tom Baker',
            email: 'tom@baker.test',
            notes: 'allergic to almond oil',
          },
        },
      ],
      text: 'Booking confirmed',
    },
  ],
  [
    'studio',
    'terse',
    'gift card €50 to Lucy Gray (lucy@gray.test), from Sam',
    {
      received: [
        {
          path: '/gift',
          fields: { amount: '50', recipient: 'Lucy Gray', recipientEmail: 'lucy@gray.test', sender: 'Sam' },
        },
      ],
      text: 'Your gift card is on its way',
    },
  ],
  [
    'studio',
    'terse',
    'cancel booking SC-1187, email ana@x.org, reason change of plans',
    {
      received: [
        { path: '/cancel', fields: { reference: 'SC-1187', email: 'ana@x.org', reason: 'schedule' } },
      ],
      text: 'Booking cancelled',
    },
  ],
  ['studio', 'terse', 'timetable: check Inès teaches meditation on Tuesday', { received: [], text: 'Inès' }],
  [
    'studio',
    'terse',
    'yoga, 2026-03-17, morning, ana@x.org',
    {
      received: [
        {
          path: '/book',
          fields: { service: 'yoga', date: '2026-03-17', slot: 'morning', email: 'ana@x.org' },
        },
      ],
      text: 'Booking confirmed',
    },
  ],
  [
    'studio',
    'chatty',
    'I’d like to check that a visitor can book a meditation session: choose Meditation, pick 2026-03-20 in the afternoon, for 4 people, name Chloé Martin, email chloe.martin@example.org, and confirm — they should see that the booking is confirmed.',
    {
      received: [
        {
          path: '/book',
          fields: {
            service: 'meditation',
            date: '2026-03-20',
            slot: 'afternoon',
            guests: '4',
            fullname: 'Chloé Martin',
            email: 'chloe.martin@example.org',
          },
        },
      ],
      text: 'Booking confirmed',
    },
  ],
  [
    'studio',
    'chatty',
    'Could you make sure someone can send us a message from the contact page? Use the name Paul Roche, the email paul.roche@example.net and the message "Do you have parking nearby?", then send it and check the thank-you message.',
    {
      received: [
        {
          path: '/contact',
          fields: {
            name: 'Paul Roche',
            email: 'paul.roche@example.net',
            message: 'Do you have parking nearby?',
          },
        },
      ],
      text: 'Thanks for your message',
    },
  ],
  [
    'studio',
    'chatty',
    'I want to verify that booking from the Pilates card on the home page works: click its Book button, then pick 2026-06-11, morning slot, just one person, Nadia Benali, nadia@benali.test, and confirm.',
    {
      received: [
        {
          path: '/book',
          fields: {
            service: 'pilates',
            date: '2026-06-11',
            slot: 'morning',
            guests: '1',
            fullname: 'Nadia Benali',
            email: 'nadia@benali.test',
          },
        },
      ],
      text: 'Booking confirmed',
    },
  ],
  [
    'studio',
    'chatty',
    'Please test that a customer who ticks the newsletter box while booking yoga on 2026-03-25 in the evening (Jo Park, jo.park@example.com) gets a confirmation.',
    {
      received: [
        {
          path: '/book',
          fields: {
            service: 'yoga',
            date: '2026-03-25',
            slot: 'evening',
            fullname: 'Jo Park',
            email: 'jo.park@example.com',
            newsletter: 'on',
          },
        },
      ],
      text: 'Booking confirmed',
    },
  ],
  [
    'studio',
    'chatty',
    'We need to check that the gift card page works: a €100 card for Marta Silva at marta@silva.test, with the message "Happy birthday!" — and the site should say it’s on its way.',
    {
      received: [
        {
          path: '/gift',
          fields: {
            amount: '100',
            recipient: 'Marta Silva',
            recipientEmail: 'marta@silva.test',
            message: 'Happy birthday!',
          },
        },
      ],
      text: 'on its way',
    },
  ],
  [
    'studio',
    'chatty',
    'I’d like to check that a logged-in member can see their past bookings on the My account page.',
    { received: [] },
    false,
    'the studio has no accounts and no My account page',
  ],
  [
    'studio',
    'french',
    'réserver un cours de yoga le 2026-03-18, créneau du matin, pour 2 personnes, nom Léa Girard, e-mail lea.girard@exemple.fr, puis confirmer',
    {
      received: [
        {
          path: '/book',
          fields: {
            service: 'yoga',
            date: '2026-03-18',
            slot: 'morning',
            guests: '2',
            fullname: 'Léa Girard',
            email: 'lea.girard@exemple.fr',
          },
        },
      ],
      text: 'Booking confirmed',
    },
  ],
  [
    'studio',
    'french',
    'prendre un créneau l’après-midi le 2026-04-14 pour un massage, 1 personne, Hugo Lambert, hugo@lambert.fr, téléphone 0678901234, et vérifier que la réservation est confirmée',
    {
      received: [
        {
          path: '/book',
          fields: {
            service: 'massage',
            date: '2026-04-14',
            slot: 'afternoon',
            guests: '1',
            fullname: 'Hugo Lambert',
            email: 'hugo@lambert.fr',
            phone: '0678901234',
          },
        },
      ],
      text: 'Booking confirmed',
    },
  ],
  [
    'studio',
    'french',
    'annuler la réservation SC-2040 avec l’adresse hugo@lambert.fr, motif : je suis malade',
    {
      received: [
        { path: '/cancel', fields: { reference: 'SC-2040', email: 'hugo@lambert.fr', reason: 'illness' } },
      ],
      text: 'Booking cancelled',
    },
  ],
  [
    'studio',
    'french',
    'formulaire de contact : nom Inès Roy, email ines.roy@exemple.fr, message « Proposez-vous des cours en anglais ? », puis envoyer',
    {
      received: [
        {
          path: '/contact',
          fields: {
            name: 'Inès Roy',
            email: 'ines.roy@exemple.fr',
            message: 'Proposez-vous des cours en anglais ?',
          },
        },
      ],
      text: 'Thanks for your message',
    },
  ],
  [
    'studio',
    'french',
    'offrir une carte cadeau de 25 € à Julie Morel (julie.morel@exemple.fr) de la part de Marc',
    {
      received: [
        {
          path: '/gift',
          fields: {
            amount: '25',
            recipient: 'Julie Morel',
            recipientEmail: 'julie.morel@exemple.fr',
            sender: 'Marc',
          },
        },
      ],
      text: 'Your gift card is on its way',
    },
  ],
  [
    'studio',
    'french',
    'vérifier sur le planning que le cours de pilates du samedi est à 10:30',
    { received: [], text: '10:30' },
  ],
  [
    'studio',
    'french',
    'réserver une séance de sauna le 2026-03-18 le matin pour 2 personnes, ana@x.org',
    { received: [] },
    false,
    'the studio offers no sauna',
  ],
  [
    'studio',
    'mixed',
    'book un massage le 2026-05-02 afternoon pour 2, nom Karim Haddad, email karim@haddad.test, notes « first time here »',
    {
      received: [
        {
          path: '/book',
          fields: {
            service: 'massage',
            date: '2026-05-02',
            slot: 'afternoon',
            guests: '2',
            fullname: 'Karim Haddad',
            email: 'karim@haddad.test',
            notes: 'first time here',
          },
        },
      ],
      text: 'Booking confirmed',
    },
  ],
  [
    'studio',
    'mixed',
    'aller sur Gift cards, choisir €25, recipient Emma Stone, email emma@stone.test, message « Merci pour tout », puis Buy gift card',
    {
      received: [
        {
          path: '/gift',
          fields: {
            amount: '25',
            recipient: 'Emma Stone',
            recipientEmail: 'emma@stone.test',
            message: 'Merci pour tout',
          },
        },
      ],
      text: 'Your gift card is on its way',
    },
  ],
  [
    'studio',
    'mixed',
    'Cancel a booking : référence SC-1500, email zoe@exemple.fr, puis cliquer Cancel my booking',
    {
      received: [{ path: '/cancel', fields: { reference: 'SC-1500', email: 'zoe@exemple.fr' } }],
      text: 'Booking cancelled',
    },
  ],
  [
    'studio',
    'mixed',
    'réserver meditation le 2026-07-01 evening pour 3 personnes, Zoé Blanc, zoe@exemple.fr, phone 0700000001',
    {
      received: [
        {
          path: '/book',
          fields: {
            service: 'meditation',
            date: '2026-07-01',
            slot: 'evening',
            guests: '3',
            fullname: 'Zoé Blanc',
            email: 'zoe@exemple.fr',
            phone: '0700000001',
          },
        },
      ],
      text: 'Booking confirmed',
    },
  ],
  [
    'studio',
    'mixed',
    'check the timetable : le cours de Tomasz le friday est à 18:00',
    { received: [], text: 'Tomasz' },
  ],
  [
    'studio',
    'mixed',
    'réserver pilates le 2026-08-20 morning pour 2 personnes, email lina@exemple.fr, et vérifier Booking confirmed',
    {
      received: [
        {
          path: '/book',
          fields: {
            service: 'pilates',
            date: '2026-08-20',
            slot: 'morning',
            guests: '2',
            email: 'lina@exemple.fr',
          },
        },
      ],
      text: 'Booking confirmed',
    },
  ],
  [
    'studio',
    'prose',
    'Ana Lima wants to book a yoga class on 2026-03-17 in the morning for herself and a friend, 2 people in all; her email is ana@x.org and her phone is 0611223344.',
    {
      received: [
        {
          path: '/book',
          fields: {
            service: 'yoga',
            date: '2026-03-17',
            slot: 'morning',
            guests: '2',
            fullname: 'Ana Lima',
            email: 'ana@x.org',
            phone: '0611223344',
          },
        },
      ],
      text: 'Booking confirmed',
    },
  ],
  [
    'studio',
    'prose',
    'Tom Baker books a pilates session for the evening of 2026-09-15, alone, with tom@baker.test as his email and a note saying "knee injury, please adapt"; he should get a booking reference.',
    {
      received: [
        {
          path: '/book',
          fields: {
            service: 'pilates',
            date: '2026-09-15',
            slot: 'evening',
            guests: '1',
            fullname: 'Tom Baker',
            email: 'tom@baker.test',
            notes: 'knee injury, please adapt',
          },
        },
      ],
      text: 'booking reference',
    },
  ],
  [
    'studio',
    'prose',
    'A visitor named Mei Chen writes to the studio from the contact page, with the email mei.chen@example.com, asking "Can I bring my own mat?".',
    {
      received: [
        {
          path: '/contact',
          fields: { name: 'Mei Chen', email: 'mei.chen@example.com', message: 'Can I bring my own mat?' },
        },
      ],
      text: 'Thanks for your message',
    },
  ],
  [
    'studio',
    'prose',
    'Someone who booked under reference SC-1311 with sam@rivers.test cancels it because they are ill.',
    {
      received: [
        { path: '/cancel', fields: { reference: 'SC-1311', email: 'sam@rivers.test', reason: 'illness' } },
      ],
      text: 'Booking cancelled',
    },
  ],
  [
    'studio',
    'prose',
    'Grace Hopper offers a €100 gift card to Alan Turing (alan@turing.test), signed Grace, with the message "Enjoy a massage".',
    {
      received: [
        {
          path: '/gift',
          fields: {
            amount: '100',
            recipient: 'Alan Turing',
            recipientEmail: 'alan@turing.test',
            sender: 'Grace',
            message: 'Enjoy a massage',
          },
        },
      ],
      text: 'Your gift card is on its way',
    },
  ],
  [
    'studio',
    'prose',
    'A teacher logs into the staff area and adds a new Sunday yoga class to the timetable.',
    { received: [] },
    false,
    'there is no staff area and the timetable cannot be edited',
  ],

  /* ---------------------------------------------------------------- mairie (French only) */
  [
    'mairie',
    'terse',
    'permit: plate GH-456-JK, zone C, Ada King, 12 rue des Lilas, accept conditions',
    {
      received: [
        {
          path: '/stationnement',
          fields: {
            plaque: 'GH-456-JK',
            zone: 'C',
            nom: 'King',
            prenom: 'Ada',
            adresse: '12 rue des Lilas',
            conditions: 'oui',
          },
        },
      ],
      text: 'Demande enregistrée',
    },
  ],
  [
    'mairie',
    'terse',
    'carte stationnement AB-123-CD, zone A, 1 mois, nom Dupont, prénom Marie, 4 avenue Foch, 84000, conditions ok',
    {
      received: [
        {
          path: '/stationnement',
          fields: {
            plaque: 'AB-123-CD',
            zone: 'A',
            duree: 'mensuel',
            nom: 'Dupont',
            prenom: 'Marie',
            adresse: '4 avenue Foch',
            cp: '84000',
            conditions: 'oui',
          },
        },
      ],
      text: 'Demande enregistrée',
    },
  ],
  [
    'mairie',
    'terse',
    'contact : objet voirie, message « Trottoir abîmé devant le 8 rue Neuve », courriel lucas@exemple.fr',
    {
      received: [
        {
          path: '/contact',
          fields: {
            objet: 'voirie',
            message: 'Trottoir abîmé devant le 8 rue Neuve',
            courriel: 'lucas@exemple.fr',
          },
        },
      ],
      text: 'Message transmis',
    },
  ],
  [
    'mairie',
    'terse',
    'signalement nid-de-poule, lieu 15 avenue Jean-Jaurès, email sofia@exemple.fr',
    {
      received: [
        {
          path: '/signalement',
          fields: { type: 'nid-de-poule', lieu: '15 avenue Jean-Jaurès', email: 'sofia@exemple.fr' },
        },
      ],
      text: 'Signalement enregistré',
    },
  ],
  [
    'mairie',
    'terse',
    'actualités > travaux rue Pasteur > lire la suite, vérifier « 4 avril 2026 »',
    { received: [], text: '4 avril 2026' },
  ],
  [
    'mairie',
    'terse',
    'démarches > passeport > détails : délai 6 semaines',
    { received: [], text: '6 semaines' },
  ],
  [
    'mairie',
    'terse',
    'payer une amende de stationnement, montant 35 €, carte 4242 4242 4242 4242',
    { received: [] },
    false,
    'the site has no fine payment',
  ],
  [
    'mairie',
    'chatty',
    'I’d like to check that a resident can apply for a residential parking permit: plate EF-789-GH, zone B (the old town), a 3-month permit, owner Paul Martin living at 22 rue du Four, postcode 84100; accept the conditions and send — the request should be registered.',
    {
      received: [
        {
          path: '/stationnement',
          fields: {
            plaque: 'EF-789-GH',
            zone: 'B',
            duree: 'trimestriel',
            nom: 'Martin',
            prenom: 'Paul',
            adresse: '22 rue du Four',
            cp: '84100',
            conditions: 'oui',
          },
        },
      ],
      text: 'Demande enregistrée',
    },
  ],
  [
    'mairie',
    'chatty',
    'Can you make sure the contact form works? Pick the subject "État civil", write "I need a copy of my marriage certificate", give claire@exemple.fr as the email, tick the box to get a copy, and send it.',
    {
      received: [
        {
          path: '/contact',
          fields: {
            objet: 'etat-civil',
            message: 'I need a copy of my marriage certificate',
            courriel: 'claire@exemple.fr',
            copie: '1',
          },
        },
      ],
      text: 'Message transmis',
    },
  ],
  [
    'mairie',
    'chatty',
    'Please verify that the news item about the spring market says it takes place on Sunday 22 March.',
    { received: [], text: 'dimanche 22 mars' },
  ],
  [
    'mairie',
    'chatty',
    'I want to test reporting a broken street light: location "angle rue Victor-Hugo / rue Neuve", description "Lamp off for a week", and asking to be kept informed.',
    {
      received: [
        {
          path: '/signalement',
          fields: {
            type: 'eclairage',
            lieu: 'angle rue Victor-Hugo / rue Neuve',
            description: 'Lamp off for a week',
            suivi: '1',
          },
        },
      ],
      text: 'Signalement enregistré',
    },
  ],
  [
    'mairie',
    'chatty',
    'We need to check the details of the national identity card procedure: it should say the average delay is 4 weeks.',
    { received: [], text: '4 semaines' },
  ],
  [
    'mairie',
    'chatty',
    'I’d like to check that a resident can book an appointment slot for a passport at the town hall through the site.',
    { received: [] },
    false,
    'the passport page mentions appointments but the site offers no booking',
  ],
  [
    'mairie',
    'french',
    'demander une carte de stationnement résidentiel pour le véhicule KL-012-MN, zone D, durée 1 an, titulaire : nom Lefèvre, prénom Camille, 7 quai des Pêcheurs, code postal 84200, à partir du 01/04/2026, accepter les conditions et envoyer',
    {
      received: [
        {
          path: '/stationnement',
          fields: {
            plaque: 'KL-012-MN',
            zone: 'D',
            duree: 'annuel',
            nom: 'Lefèvre',
            prenom: 'Camille',
            adresse: '7 quai des Pêcheurs',
            cp: '84200',
            debut: '01/04/2026',
            conditions: 'oui',
          },
        },
      ],
      text: 'Demande enregistrée',
    },
  ],
  [
    'mairie',
    'french',
    'formulaire de contact : objet urbanisme, message « Quand ouvre l’enquête publique du PLU ? », email marc.petit@exemple.fr, puis envoyer',
    {
      received: [
        {
          path: '/contact',
          fields: {
            objet: 'urbanisme',
            message: 'Quand ouvre l’enquête publique du PLU ?',
            courriel: 'marc.petit@exemple.fr',
          },
        },
      ],
      text: 'Message transmis',
    },
  ],
  [
    'mairie',
    'french',
    'ouvrir l’actualité sur la médiathèque et vérifier qu’elle a une nocturne le jeudi jusqu’à 21 h',
    { received: [], text: 'nocturne le jeudi' },
  ],
  [
    'mairie',
    'french',
    'signaler un dépôt sauvage au parking du stade, description « matelas et gravats »',
    {
      received: [
        {
          path: '/signalement',
          fields: { type: 'depot', lieu: 'parking du stade', description: 'matelas et gravats' },
        },
      ],
      text: 'Signalement enregistré',
    },
  ],
  [
    'mairie',
    'french',
    'dans Démarches, ouvrir les détails de l’acte de naissance et vérifier que le délai moyen est de 3 jours',
    { received: [], text: '3 jours' },
  ],
  [
    'mairie',
    'french',
    'envoyer une demande de carte résidentielle sans cocher les conditions (plaque PQ-345-RS, zone A, nom Roux, adresse 9 rue Basse) et vérifier que le message « Vous devez accepter les conditions d’attribution » s’affiche',
    {
      received: [
        {
          path: '/stationnement',
          fields: { plaque: 'PQ-345-RS', zone: 'A', nom: 'Roux', adresse: '9 rue Basse', conditions: null },
        },
      ],
      text: 'Vous devez accepter les conditions d’attribution',
    },
  ],
  [
    'mairie',
    'french',
    'joindre une photo au signalement d’un nid-de-poule rue Neuve',
    { received: [] },
    false,
    'the report form takes no file',
  ],
  [
    'mairie',
    'mixed',
    'parking permit : immatriculation ZZ-999-AA, zone Centre, nom Nguyen, prénom Thi, adresse 3 place du Marché, accepter les conditions, submit',
    {
      received: [
        {
          path: '/stationnement',
          fields: {
            plaque: 'ZZ-999-AA',
            zone: 'C',
            nom: 'Nguyen',
            prenom: 'Thi',
            adresse: '3 place du Marché',
            conditions: 'oui',
          },
        },
      ],
      text: 'Demande enregistrée',
    },
  ],
  [
    'mairie',
    'mixed',
    'contact form : objet Stationnement, message « My permit hasn’t arrived yet », courriel tom@exemple.fr, puis Envoyer',
    {
      received: [
        {
          path: '/contact',
          fields: {
            objet: 'stationnement',
            message: 'My permit hasn’t arrived yet',
            courriel: 'tom@exemple.fr',
          },
        },
      ],
      text: 'Message transmis',
    },
  ],
  [
    'mairie',
    'mixed',
    'go to Actualités, open the encombrants article (Lire la suite) and check the phone number 04 90 00 12 34',
    { received: [], text: '04 90 00 12 34' },
  ],
  [
    'mairie',
    'mixed',
    'Signaler un problème : type Autre, lieu « square Gambetta », description « banc cassé », check Me tenir informé(e), then Signaler',
    {
      received: [
        {
          path: '/signalement',
          fields: { type: 'autre', lieu: 'square Gambetta', description: 'banc cassé', suivi: '1' },
        },
      ],
      text: 'Signalement enregistré',
    },
  ],
  [
    'mairie',
    'mixed',
    'demande carte stationnement : plate CD-321-EF, zone Gare, 1 month, nom Garcia, prénom Luis, adresse 18 boulevard de la Gare, cp 84000, I accept the conditions',
    {
      received: [
        {
          path: '/stationnement',
          fields: {
            plaque: 'CD-321-EF',
            zone: 'A',
            duree: 'mensuel',
            nom: 'Garcia',
            prenom: 'Luis',
            adresse: '18 boulevard de la Gare',
            cp: '84000',
            conditions: 'oui',
          },
        },
      ],
      text: 'Demande enregistrée',
    },
  ],
  [
    'mairie',
    'mixed',
    'permit request for plate GH-456-JK in zone F, nom King, adresse 12 rue des Lilas, accepter les conditions',
    { received: [] },
    false,
    'there is no zone F (zones A to D)',
  ],
  [
    'mairie',
    'prose',
    'Register the car of Ada King, plate GH-456-JK, in zone C for a year; she lives at 12 rue des Lilas, 84000, and accepts the conditions.',
    {
      received: [
        {
          path: '/stationnement',
          fields: {
            plaque: 'GH-456-JK',
            zone: 'C',
            duree: 'annuel',
            nom: 'King',
            prenom: 'Ada',
            adresse: '12 rue des Lilas',
            cp: '84000',
            conditions: 'oui',
          },
        },
      ],
      text: 'Demande enregistrée',
    },
  ],
  [
    'mairie',
    'prose',
    'Madame Sophie Blanchard, qui habite 5 impasse des Roses (84100), demande une carte de stationnement pour sa voiture immatriculée TU-678-VW en zone B, pour trois mois, et accepte les conditions.',
    {
      received: [
        {
          path: '/stationnement',
          fields: {
            plaque: 'TU-678-VW',
            zone: 'B',
            duree: 'trimestriel',
            nom: 'Blanchard',
            prenom: 'Sophie',
            adresse: '5 impasse des Roses',
            cp: '84100',
            conditions: 'oui',
          },
        },
      ],
      text: 'Demande enregistrée',
    },
  ],
  [
    'mairie',
    'prose',
    'A resident, Omar Diallo (omar.diallo@exemple.fr), writes to the town hall under the subject "Voirie et propreté" to say "The bins on rue Haute were not collected on Monday".',
    {
      received: [
        {
          path: '/contact',
          fields: {
            objet: 'voirie',
            message: 'The bins on rue Haute were not collected on Monday',
            courriel: 'omar.diallo@exemple.fr',
          },
        },
      ],
      text: 'Message transmis',
    },
  ],
  [
    'mairie',
    'prose',
    'Un habitant signale un nid-de-poule au 40 route de Lyon ; il laisse son adresse jeanne@exemple.fr et veut être tenu informé.',
    {
      received: [
        {
          path: '/signalement',
          fields: { type: 'nid-de-poule', lieu: '40 route de Lyon', email: 'jeanne@exemple.fr', suivi: '1' },
        },
      ],
      text: 'Signalement enregistré',
    },
  ],
  [
    'mairie',
    'prose',
    'Someone curious about the road works on rue Pasteur reads the full article and sees that traffic alternates between 8 h and 17 h.',
    { received: [], text: 'entre 8 h et 17 h' },
  ],
  [
    'mairie',
    'prose',
    'Léon Petit, 2 rue Basse, 84000, demande une carte de stationnement d’un mois en zone Vieille ville pour la plaque XY-111-ZZ, à partir du 15/05/2026, et coche J’accepte les conditions.',
    {
      received: [
        {
          path: '/stationnement',
          fields: {
            plaque: 'XY-111-ZZ',
            zone: 'B',
            duree: 'mensuel',
            nom: 'Petit',
            prenom: 'Léon',
            adresse: '2 rue Basse',
            cp: '84000',
            debut: '15/05/2026',
            conditions: 'oui',
          },
        },
      ],
      text: 'Demande enregistrée',
    },
  ],

  /* ---------------------------------------------------------------- ledger (English, behind a sign-in) */
  [
    'ledger',
    'terse',
    'login demo@ledgerly.test / Demo-2026!, search acme',
    { received: [DEMO, { path: '/dashboard/search', fields: { q: 'acme' } }], text: '2 results' },
  ],
  [
    'ledger',
    'terse',
    'sign in demo@ledgerly.test Demo-2026!, Settings: language Deutsch, save',
    { received: [DEMO, { path: '/api/settings', fields: { language: 'de' } }], text: 'Settings saved' },
  ],
  [
    'ledger',
    'terse',
    'login ana@ledgerly.test / ana-pass-7 → Archived → restore INV-1990',
    {
      received: [ANA, { path: '/dashboard/archived/restore', fields: { id: 'INV-1990' } }],
      text: 'Invoice INV-1990 restored',
    },
  ],
  [
    'ledger',
    'terse',
    'demo@ledgerly.test / Demo-2026! — new invoice: Globex, 750.00, due 2026-04-30, "March consulting"',
    {
      received: [
        DEMO,
        {
          path: '/dashboard/invoices/new',
          fields: { client: 'globex', amount: '750.00', due: '2026-04-30', description: 'March consulting' },
        },
      ],
      text: 'Invoice created',
    },
  ],
  [
    'ledger',
    'terse',
    'demo@ledgerly.test / Demo-2026!, invoice INV-2042 → mark as paid, ref TRX-5521, paid 2026-02-03',
    {
      received: [
        DEMO,
        { path: '/dashboard/invoices/INV-2042/pay', fields: { reference: 'TRX-5521', paidOn: '2026-02-03' } },
      ],
      text: 'marked as paid',
    },
  ],
  [
    'ledger',
    'terse',
    'forgot password for demo@ledgerly.test',
    { received: [{ path: '/forgot', fields: { email: 'demo@ledgerly.test' } }], text: 'Check your inbox' },
  ],
  [
    'ledger',
    'terse',
    'login demo@ledgerly.test / Demo-2026!, Invoices → export CSV',
    { received: [] },
    false,
    'invoices cannot be exported',
  ],
  [
    'ledger',
    'chatty',
    'I’d like to check that the demo user (demo@ledgerly.test, password Demo-2026!) can switch the dashboard language to Français and turn off the weekly summary email in Settings, and that the settings are saved.',
    {
      received: [DEMO, { path: '/api/settings', fields: { language: 'fr', weeklySummary: null } }],
      text: 'Settings saved',
    },
  ],
  [
    'ledger',
    'chatty',
    'Could you verify that after signing in as demo@ledgerly.test with Demo-2026!, the Invoices tab can be filtered to show only overdue invoices?',
    {
      received: [DEMO, { path: '/dashboard/invoices', fields: { status: 'overdue' } }],
      text: 'with status overdue',
    },
  ],
  [
    'ledger',
    'chatty',
    'Please make sure a user who signs in with a wrong password (demo@ledgerly.test / letmein) sees an error message.',
    {
      received: [{ path: '/login', fields: { email: 'demo@ledgerly.test', password: 'letmein' } }],
      text: 'Incorrect email or password',
    },
  ],
  [
    'ledger',
    'chatty',
    'We want to test that Ana (ana@ledgerly.test, password ana-pass-7) can send a reminder for invoice INV-2044 with the note "Friendly reminder: payment is 2 weeks late".',
    {
      received: [
        ANA,
        {
          path: '/dashboard/invoices/INV-2044/remind',
          fields: { message: 'Friendly reminder: payment is 2 weeks late' },
        },
      ],
      text: 'Reminder sent to Umbrella Health',
    },
  ],
  [
    'ledger',
    'chatty',
    'I’d like to see that the Overview tab shows €12,480.00 paid this month once you’re logged in as demo@ledgerly.test (password Demo-2026!).',
    { received: [DEMO], text: '€12,480.00' },
  ],
  [
    'ledger',
    'chatty',
    'I’d like to check that the demo user (demo@ledgerly.test / Demo-2026!) can change their password from the Settings tab.',
    { received: [] },
    false,
    'Settings has no password field',
  ],
  [
    'ledger',
    'french',
    'se connecter avec demo@ledgerly.test et le mot de passe Demo-2026!, aller dans l’onglet Settings, choisir le fuseau horaire London (GMT), cocher l’alerte pour les factures en retard et enregistrer',
    {
      received: [
        DEMO,
        { path: '/api/settings', fields: { timezone: 'Europe/London', overdueAlerts: 'yes' } },
      ],
      text: 'Settings saved',
    },
  ],
  [
    'ledger',
    'french',
    'connexion avec ana@ledgerly.test / ana-pass-7, créer une nouvelle facture pour Stark Industries de 1200.50 en USD, échéance 2026-05-15',
    {
      received: [
        ANA,
        {
          path: '/dashboard/invoices/new',
          fields: { client: 'stark', amount: '1200.50', currency: 'USD', due: '2026-05-15' },
        },
      ],
      text: 'Invoice created',
    },
  ],
  [
    'ledger',
    'french',
    'se connecter (demo@ledgerly.test / Demo-2026!) puis rechercher « Initech » et vérifier qu’il y a 1 résultat',
    { received: [DEMO, { path: '/dashboard/search', fields: { q: 'Initech' } }], text: '1 result' },
  ],
  [
    'ledger',
    'french',
    'se connecter en tant que demo@ledgerly.test (Demo-2026!), ouvrir la facture INV-2043 et vérifier que le montant est de €2,400.00',
    { received: [DEMO], text: '€2,400.00' },
  ],
  [
    'ledger',
    'french',
    'se connecter avec demo@ledgerly.test / Demo-2026!, archiver la facture INV-2045',
    {
      received: [DEMO, { path: '/dashboard/invoices/INV-2045/archive', fields: {} }],
      text: 'Invoice INV-2045 archived',
    },
  ],
  [
    'ledger',
    'french',
    'mot de passe oublié pour ana@ledgerly.test',
    { received: [{ path: '/forgot', fields: { email: 'ana@ledgerly.test' } }], text: 'Check your inbox' },
  ],
  [
    'ledger',
    'french',
    'se connecter avec demo@ledgerly.test / Demo-2026!, ouvrir l’onglet Rapports et télécharger le rapport annuel en PDF',
    { received: [] },
    false,
    'there is no Reports tab and nothing to download',
  ],
  [
    'ledger',
    'mixed',
    'login avec demo@ledgerly.test / Demo-2026!, puis dans Settings mettre le display name à « Demo Team » et save',
    {
      received: [DEMO, { path: '/api/settings', fields: { displayName: 'Demo Team' } }],
      text: 'Settings saved',
    },
  ],
  [
    'ledger',
    'mixed',
    'se connecter ana@ledgerly.test / ana-pass-7, onglet Archived, restore INV-1988',
    {
      received: [ANA, { path: '/dashboard/archived/restore', fields: { id: 'INV-1988' } }],
      text: 'Invoice INV-1988 restored',
    },
  ],
  [
    'ledger',
    'mixed',
    'login demo@ledgerly.test / Demo-2026!, cocher Keep me signed in, puis vérifier l’onglet Overview : Overdue invoices = 2',
    {
      received: [login('demo@ledgerly.test', 'Demo-2026!', { remember: '1' })],
      text: 'Overdue invoices 2',
    },
  ],
  [
    'ledger',
    'mixed',
    'new invoice pour Initech : amount 99.90, currency GBP, description « Support plan », puis Create invoice (login demo@ledgerly.test / Demo-2026!)',
    {
      received: [
        DEMO,
        {
          path: '/dashboard/invoices/new',
          fields: { client: 'initech', amount: '99.90', currency: 'GBP', description: 'Support plan' },
        },
      ],
      text: 'Invoice created',
    },
  ],
  [
    'ledger',
    'mixed',
    'login demo@ledgerly.test / Demo-2026!, ouvrir INV-2044 et Mark as paid avec la référence VIR-0309',
    {
      received: [DEMO, { path: '/dashboard/invoices/INV-2044/pay', fields: { reference: 'VIR-0309' } }],
      text: 'marked as paid',
    },
  ],
  [
    'ledger',
    'mixed',
    'login avec demo@ledgerly.test / Demo-2026!, chercher « globex » dans la search box, puis Sign out',
    {
      received: [DEMO, { path: '/dashboard/search', fields: { q: 'globex' } }],
      text: 'You have been signed out',
    },
  ],
  [
    'ledger',
    'prose',
    'Ana, whose login is ana@ledgerly.test with the password ana-pass-7, wants her weekly summary emails to stop and her display name to read "Ana C.".',
    {
      received: [ANA, { path: '/api/settings', fields: { displayName: 'Ana C.', weeklySummary: null } }],
      text: 'Settings saved',
    },
  ],
  [
    'ledger',
    'prose',
    'The demo account (demo@ledgerly.test, password Demo-2026!) bills Umbrella Health 480.00 euros for "Onboarding workshop", due on 2026-06-30.',
    {
      received: [
        DEMO,
        {
          path: '/dashboard/invoices/new',
          fields: {
            client: 'umbrella',
            amount: '480.00',
            currency: 'EUR',
            description: 'Onboarding workshop',
            due: '2026-06-30',
          },
        },
      ],
      text: 'Invoice created',
    },
  ],
  [
    'ledger',
    'prose',
    'After signing in as demo@ledgerly.test with Demo-2026!, the accountant records that Globex paid invoice INV-2042 on 2026-02-10.',
    {
      received: [DEMO, { path: '/dashboard/invoices/INV-2042/pay', fields: { paidOn: '2026-02-10' } }],
      text: 'marked as paid',
    },
  ],
  [
    'ledger',
    'prose',
    'Someone signed in as demo@ledgerly.test (password Demo-2026!) looks for every invoice of Umbrella Health with the search box.',
    { received: [DEMO, { path: '/dashboard/search', fields: { q: 'Umbrella Health' } }], text: '1 result' },
  ],
  [
    'ledger',
    'prose',
    'Ana (ana@ledgerly.test / ana-pass-7) moves her time zone to New York and switches the interface to Deutsch.',
    {
      received: [ANA, { path: '/api/settings', fields: { timezone: 'America/New_York', language: 'de' } }],
      text: 'Settings saved',
    },
  ],
  [
    'ledger',
    'prose',
    'The demo user (demo@ledgerly.test / Demo-2026!) deletes the draft invoice INV-2045 for good.',
    { received: [] },
    false,
    'invoices can be archived but not deleted',
  ],

  /* ---------------------------------------------------------------- grocer (English, French on demand) */
  [
    'grocer',
    'terse',
    'add 2 green tea, checkout: Jean Dupont, 1 rue de la Paix, 75002 Paris, France, standard delivery, card 4242 4242 4242 4242 12/28 123, accept terms, pay',
    {
      received: [
        add('tea', '2'),
        address({
          firstName: 'Jean',
          lastName: 'Dupont',
          street: '1 rue de la Paix',
          postcode: '75002',
          city: 'Paris',
          country: 'FR',
        }),
        delivery('standard'),
        card('4242 4242 4242 4242', '12/28', '123'),
      ],
      text: 'LN-7301',
    },
  ],
  [
    'grocer',
    'terse',
    'honey x1 + promo LUNE10',
    { received: [add('honey', '1'), { path: '/cart/coupon', fields: { coupon: 'LUNE10' } }], text: 'LUNE10' },
  ],
  [
    'grocer',
    'terse',
    'cart: coffee beans, qty 3, then remove it — cart empty',
    {
      received: [add('coffee', '3'), { path: '/cart/remove', fields: { product: 'coffee' } }],
      text: 'Your cart is empty',
    },
  ],
  [
    'grocer',
    'terse',
    'olive oil, express delivery, Anna Schmidt, 8 rue du Lac, 1201 Genève, Switzerland, anna@schmidt.test, card 5555 5555 5555 4444 exp 03/27 cvc 321, terms ok',
    {
      received: [
        add('oil', '1'),
        address({
          firstName: 'Anna',
          lastName: 'Schmidt',
          email: 'anna@schmidt.test',
          street: '8 rue du Lac',
          postcode: '1201',
          city: 'Genève',
          country: 'CH',
        }),
        delivery('express'),
        card('5555 5555 5555 4444', '03/27', '321'),
      ],
      text: 'LN-7301',
    },
  ],
  [
    'grocer',
    'terse',
    'green tea in cart, promo code WRONG1 → not valid',
    { received: [add('tea'), { path: '/cart/coupon', fields: { coupon: 'WRONG1' } }], text: 'not valid' },
  ],
  [
    'grocer',
    'terse',
    'switch to Français, add miel de lavande',
    { received: [add('honey')], text: 'Miel de lavande' },
  ],
  [
    'grocer',
    'terse',
    'add coffee beans, checkout, pay with PayPal',
    { received: [] },
    false,
    'payment is by card only',
  ],
  [
    'grocer',
    'chatty',
    'I’d like to check that a customer can buy one bag of coffee beans and have it delivered to a pick-up point: Lucie Bernard, 14 rue Sainte-Catherine, 33000 Bordeaux, France, lucie@bernard.test, paying with card 4242 4242 4242 4242, expiry 11/29, CVC 456, after accepting the terms of sale.',
    {
      received: [
        add('coffee', '1'),
        address({
          firstName: 'Lucie',
          lastName: 'Bernard',
          email: 'lucie@bernard.test',
          street: '14 rue Sainte-Catherine',
          postcode: '33000',
          city: 'Bordeaux',
          country: 'FR',
        }),
        delivery('pickup'),
        card('4242 4242 4242 4242', '11/29', '456'),
      ],
      text: 'LN-7301',
    },
  ],
  [
    'grocer',
    'chatty',
    'Could you make sure the LUNE10 promo code is accepted on a cart with 2 jars of lavender honey?',
    {
      received: [add('honey', '2'), { path: '/cart/coupon', fields: { coupon: 'LUNE10' } }],
      text: '10% off',
    },
  ],
  [
    'grocer',
    'chatty',
    'Please verify that the checkout refuses to go on when the terms of sale are not accepted: buy green tea, address Marc Petit, 3 rue Haute, 69001 Lyon, standard delivery, card 4242 4242 4242 4242, 09/28, 999 — don’t tick the terms — and check the error.',
    {
      received: [
        add('tea', '1'),
        address({
          firstName: 'Marc',
          lastName: 'Petit',
          street: '3 rue Haute',
          postcode: '69001',
          city: 'Lyon',
        }),
        delivery('standard'),
        card('4242 4242 4242 4242', '09/28', '999', null),
      ],
      text: 'Please accept the terms of sale',
    },
  ],
  [
    'grocer',
    'chatty',
    'I want to test an express order of 2 bottles of olive oil for Pierre Dubois, 10 avenue Louise, 1050 Bruxelles, Belgium, with the delivery note "Leave with the concierge", paid by card 4000 0566 5566 5556, 01/30, CVC 777, accepting the terms.',
    {
      received: [
        add('oil', '2'),
        address({
          firstName: 'Pierre',
          lastName: 'Dubois',
          street: '10 avenue Louise',
          postcode: '1050',
          city: 'Bruxelles',
          country: 'BE',
        }),
        delivery('express', 'Leave with the concierge'),
        card('4000 0566 5566 5556', '01/30', '777'),
      ],
      text: 'LN-7301',
    },
  ],
  [
    'grocer',
    'chatty',
    'We need to check that the site can be used in French: switch the language to Français and make sure the cart page then says "Votre panier est vide."',
    { received: [], text: 'Votre panier est vide' },
  ],
  [
    'grocer',
    'chatty',
    'I’d like to check that a customer can choose gift wrapping for their order of green tea before paying.',
    { received: [] },
    false,
    'there is no gift wrapping option',
  ],
  [
    'grocer',
    'french',
    'acheter 1 café en grains, livraison standard, adresse : Élise Fontaine, 22 rue Nationale, 59000 Lille, France, email elise@fontaine.fr, carte 4242 4242 4242 4242, expiration 10/27, cryptogramme 135, accepter les CGV et payer',
    {
      received: [
        add('coffee', '1'),
        address({
          firstName: 'Élise',
          lastName: 'Fontaine',
          email: 'elise@fontaine.fr',
          street: '22 rue Nationale',
          postcode: '59000',
          city: 'Lille',
          country: 'FR',
        }),
        delivery('standard'),
        card('4242 4242 4242 4242', '10/27', '135'),
      ],
      text: 'LN-7301',
    },
  ],
  [
    'grocer',
    'french',
    'ajouter 3 thés verts au panier et appliquer le code promo LUNE10',
    { received: [add('tea', '3'), { path: '/cart/coupon', fields: { coupon: 'LUNE10' } }], text: 'LUNE10' },
  ],
  [
    'grocer',
    'french',
    'passer le site en français, ajouter l’huile d’olive, commander : Hugo Lemaire, 5 place Bellecour, 69002 Lyon, point relais, carte 5555 5555 5555 4444, 08/28, 246, accepter les conditions générales de vente, payer',
    {
      received: [
        add('oil', '1'),
        address({
          firstName: 'Hugo',
          lastName: 'Lemaire',
          street: '5 place Bellecour',
          postcode: '69002',
          city: 'Lyon',
        }),
        delivery('pickup'),
        card('5555 5555 5555 4444', '08/28', '246'),
      ],
      text: 'LN-7301',
    },
  ],
  [
    'grocer',
    'french',
    'ajouter 2 miels de lavande puis retirer le miel du panier',
    { received: [add('honey', '2'), { path: '/cart/remove', fields: { product: 'honey' } }] },
  ],
  [
    'grocer',
    'french',
    'livraison express pour 1 café en grains à Nathalie Roy, 200 rue Sherbrooke, H2X 1X8 Montréal, Canada, nathalie@roy.ca, instructions « sonner deux fois », carte 4242 4242 4242 4242, 05/29, 864, CGV acceptées',
    {
      received: [
        add('coffee', '1'),
        address({
          firstName: 'Nathalie',
          lastName: 'Roy',
          email: 'nathalie@roy.ca',
          street: '200 rue Sherbrooke',
          postcode: 'H2X 1X8',
          city: 'Montréal',
          country: 'CA',
        }),
        delivery('express', 'sonner deux fois'),
        card('4242 4242 4242 4242', '05/29', '864'),
      ],
      text: 'LN-7301',
    },
  ],
  [
    'grocer',
    'french',
    'vérifier qu’un code promo invalide (SOLDES50) est refusé sur un panier avec du thé vert',
    { received: [add('tea'), { path: '/cart/coupon', fields: { coupon: 'SOLDES50' } }] },
  ],
  [
    'grocer',
    'french',
    'commander du café en grains et se faire livrer en Allemagne : Max Weber, Hauptstraße 3, 10115 Berlin, carte 4242 4242 4242 4242, 12/28, 123',
    { received: [] },
    false,
    'Germany is not among the delivery countries',
  ],
  [
    'grocer',
    'mixed',
    'add to cart 1 Green tea, puis checkout avec Paul Girard, 9 rue Victor Hugo, 13001 Marseille, France — delivery Standard, card 4242 4242 4242 4242 exp 07/28 CVC 111, j’accepte les terms, pay',
    {
      received: [
        add('tea', '1'),
        address({
          firstName: 'Paul',
          lastName: 'Girard',
          street: '9 rue Victor Hugo',
          postcode: '13001',
          city: 'Marseille',
          country: 'FR',
        }),
        delivery('standard'),
        card('4242 4242 4242 4242', '07/28', '111'),
      ],
      text: 'LN-7301',
    },
  ],
  [
    'grocer',
    'mixed',
    'mettre 4 Coffee beans dans le cart et apply code LUNE10',
    {
      received: [add('coffee', '4'), { path: '/cart/coupon', fields: { coupon: 'LUNE10' } }],
      text: 'LUNE10',
    },
  ],
  [
    'grocer',
    'mixed',
    'switch la langue en Français, puis ajouter Thé vert 100 g au panier, quantité 2',
    { received: [add('tea', '2')], text: 'Thé vert 100 g' },
  ],
  [
    'grocer',
    'mixed',
    'commande Lavender honey, address : Sarah Cohen, 12 rue de Namur, 5000 Namur, Belgique, livraison pick-up point, instructions « code porte 4521 », card 5555 5555 5555 4444, 06/27, 808, accept terms',
    {
      received: [
        add('honey', '1'),
        address({
          firstName: 'Sarah',
          lastName: 'Cohen',
          street: '12 rue de Namur',
          postcode: '5000',
          city: 'Namur',
          country: 'BE',
        }),
        delivery('pickup', 'code porte 4521'),
        card('5555 5555 5555 4444', '06/27', '808'),
      ],
      text: 'LN-7301',
    },
  ],
  [
    'grocer',
    'mixed',
    'ajouter olive oil x2 puis remove it from the cart',
    { received: [add('oil', '2'), { path: '/cart/remove', fields: { product: 'oil' } }] },
  ],
  [
    'grocer',
    'mixed',
    'checkout express : 1 Coffee beans, nom Martin, prénom Julien, 4 rue Pasteur, 31000 Toulouse, France, card 4242 4242 4242 4242, 04/28, CVC 202, terms ok',
    {
      received: [
        add('coffee', '1'),
        address({
          firstName: 'Julien',
          lastName: 'Martin',
          street: '4 rue Pasteur',
          postcode: '31000',
          city: 'Toulouse',
          country: 'FR',
        }),
        delivery('express'),
        card('4242 4242 4242 4242', '04/28', '202'),
      ],
      text: 'LN-7301',
    },
  ],
  [
    'grocer',
    'prose',
    'Claire Moreau, who lives at 27 rue des Écoles in 75005 Paris, France (claire@moreau.test), orders 3 bags of coffee beans with standard delivery and pays with her card 4242 4242 4242 4242, expiring 02/29, security code 753, after accepting the terms of sale.',
    {
      received: [
        add('coffee', '3'),
        address({
          firstName: 'Claire',
          lastName: 'Moreau',
          email: 'claire@moreau.test',
          street: '27 rue des Écoles',
          postcode: '75005',
          city: 'Paris',
          country: 'FR',
        }),
        delivery('standard'),
        card('4242 4242 4242 4242', '02/29', '753'),
      ],
      text: 'LN-7301',
    },
  ],
  [
    'grocer',
    'prose',
    'A customer adds a jar of lavender honey to the cart and tries the promo code LUNE10.',
    { received: [add('honey', '1'), { path: '/cart/coupon', fields: { coupon: 'LUNE10' } }], text: 'LUNE10' },
  ],
  [
    'grocer',
    'prose',
    'Thomas Girard from Lausanne (Switzerland, postcode 1003, 6 avenue de Cour, thomas@girard.test) wants 2 green teas delivered express; he pays with card 5555 5555 5555 4444, expiry 12/27, CVC 314, and accepts the terms of sale.',
    {
      received: [
        add('tea', '2'),
        address({
          firstName: 'Thomas',
          lastName: 'Girard',
          email: 'thomas@girard.test',
          street: '6 avenue de Cour',
          postcode: '1003',
          city: 'Lausanne',
          country: 'CH',
        }),
        delivery('express'),
        card('5555 5555 5555 4444', '12/27', '314'),
      ],
      text: 'LN-7301',
    },
  ],
  [
    'grocer',
    'prose',
    'A French-speaking visitor switches the site to Français and puts one bottle of olive oil in the cart.',
    { received: [add('oil', '1')], text: 'Huile d’olive 75 cl' },
  ],
  [
    'grocer',
    'prose',
    'Someone adds 2 bags of coffee beans to the cart, then changes their mind and removes them, leaving the cart empty.',
    {
      received: [add('coffee', '2'), { path: '/cart/remove', fields: { product: 'coffee' } }],
      text: 'Your cart is empty',
    },
  ],
  [
    'grocer',
    'prose',
    'Inès Garnier, 3 rue du Port, 17000 La Rochelle, France, buys olive oil for pick-up point delivery but forgets to tick the terms of sale when paying with card 4242 4242 4242 4242, 03/28, CVC 550, so she is asked to accept them.',
    {
      received: [
        add('oil', '1'),
        address({
          firstName: 'Inès',
          lastName: 'Garnier',
          street: '3 rue du Port',
          postcode: '17000',
          city: 'La Rochelle',
          country: 'FR',
        }),
        delivery('pickup'),
        card('4242 4242 4242 4242', '03/28', '550', null),
      ],
      text: 'Please accept the terms of sale',
    },
  ],
];

// The fresh batch: harbour (Harbour Mutual, an insurer's English site for people living in France).
// Written before any run of the reader, by someone who has not read its code; half "fresh".
// [site, voice, lang, goal, expect, feasible = true, note]
const hmLogin = (login, password) => ({ path: '/login', fields: { login, password } });
const CLAIRE = hmLogin('claire.dubois@mail.test', 'Harbour#2026');
const FRESH = [
  [
    'harbour',
    'terse',
    'en',
    'car quote: GH-456-JK, comprehensive, kept in a garage, Ada Moreau, born 14/02/1988, ada.moreau@mail.test, accept terms',
    {
      received: [
        {
          path: '/quote/car',
          fields: {
            registration: 'GH-456-JK',
            cover: 'comprehensive',
            garage: 'yes',
            first_name: 'Ada',
            last_name: 'Moreau',
            dob: '14/02/1988',
            email: 'ada.moreau@mail.test',
            accept_terms: '1',
          },
        },
      ],
      text: 'Your quote is ready',
    },
  ],
  [
    'harbour',
    'terse',
    'en',
    'claim on HM-AUTO-48213: broken windscreen on 03/03/2026, "Stone chip on the A6 turned into a crack", phone 06 98 76 54 32',
    {
      received: [
        {
          path: '/claims',
          fields: {
            policy_no: 'HM-AUTO-48213',
            claim_type: 'windscreen',
            incident_date: '03/03/2026',
            description: 'Stone chip on the A6 turned into a crack',
            phone: '06 98 76 54 32',
          },
        },
      ],
      text: 'Claim received',
    },
  ],
  [
    'harbour',
    'terse',
    'fr',
    'devis auto : immatriculation JK-789-LM, au tiers, Lucas Bernard né le 22/07/1995, lucas.bernard@mail.test, 06 01 02 03 04, j’accepte les conditions',
    {
      received: [
        {
          path: '/quote/car',
          fields: {
            registration: 'JK-789-LM',
            cover: 'third_party',
            first_name: 'Lucas',
            last_name: 'Bernard',
            dob: '22/07/1995',
            email: 'lucas.bernard@mail.test',
            mobile: '06 01 02 03 04',
            accept_terms: '1',
          },
        },
      ],
      text: 'Your quote is ready',
    },
  ],
  [
    'harbour',
    'terse',
    'fr',
    'sinistre : contrat HM-HOME-20877, dégât des eaux, 28/02/2026, lieu 14 rue Lafayette, « Fuite sous l’évier, parquet gondolé », police non prévenue',
    {
      received: [
        {
          path: '/claims',
          fields: {
            policy_no: 'HM-HOME-20877',
            claim_type: 'water',
            incident_date: '28/02/2026',
            location: '14 rue Lafayette',
            description: 'Fuite sous l’évier, parquet gondolé',
            police_report: null,
          },
        },
      ],
      text: 'Claim received',
    },
  ],
  [
    'harbour',
    'chatty',
    'en',
    'Hi! Could you check that someone can sign up for the newsletter from the home page? Use tom.baker@mail.test — it should tell them they’re subscribed.',
    { received: [{ path: '/newsletter', fields: { email: 'tom.baker@mail.test' } }], text: 'now subscribed' },
  ],
  [
    'harbour',
    'chatty',
    'en',
    'I’d like to make sure a customer can sign in (claire.dubois@mail.test, password Harbour#2026) and then move their payment day to the 15th on the Payments tab. They should get a message confirming the new day.',
    {
      received: [CLAIRE, { path: '/account/payment-day', fields: { payment_day: '15' } }],
      text: 'changed to the 15th',
    },
  ],
  [
    'harbour',
    'chatty',
    'fr',
    'Bonjour, pouvez-vous vérifier qu’une cliente peut se connecter avec claire.dubois@mail.test (mot de passe Harbour#2026) puis, dans l’onglet Documents, demander l’envoi par courrier de sa carte verte pour le contrat auto HM-AUTO-48213 ? Un message doit confirmer l’envoi.',
    {
      received: [
        CLAIRE,
        { path: '/account/documents', fields: { document: 'green_card', policy: 'HM-AUTO-48213' } },
      ],
      text: 'will be posted',
    },
  ],
  [
    'harbour',
    'chatty',
    'fr',
    'Bonjour ! J’aimerais vérifier qu’un client connecté (claire.dubois@mail.test, mot de passe Harbour#2026) peut résilier en ligne son contrat habitation HM-HOME-20877 depuis son espace client, et qu’une confirmation de résiliation s’affiche.',
    { received: [] },
    false,
    'the customer area cannot cancel a policy: its policies tab says to call customer service',
  ],
  [
    'harbour',
    'prose',
    'en',
    'Mark Ellis is taking his family skiing in the Alps, 3 travellers in all, from 2026-12-19 to 2026-12-27; he wants a single-trip quote for Europe with winter sports cover, sent to mark.ellis@mail.test.',
    {
      received: [
        {
          path: '/quote/travel',
          fields: {
            trip_type: 'single',
            area: 'europe',
            departure: '2026-12-19',
            return: '2026-12-27',
            travellers: '3',
            winter_sports: 'yes',
            email: 'mark.ellis@mail.test',
          },
        },
      ],
      text: 'Your travel quote',
    },
  ],
  [
    'harbour',
    'prose',
    'en',
    'Nadia Benali (nadia.benali@mail.test) has a question about a quote for her cat and writes through the contact form: "Does pet insurance cover a 9-year-old cat with asthma?". She would rather be called back on 07 12 34 56 78 and agrees to her details being stored.',
    {
      received: [
        {
          path: '/contact',
          fields: {
            name: 'Nadia Benali',
            email: 'nadia.benali@mail.test',
            phone: '07 12 34 56 78',
            subject: 'quote',
            message: 'Does pet insurance cover a 9-year-old cat with asthma?',
            reply_by: 'phone',
            consent: 'yes',
          },
        },
      ],
      text: 'your message has been sent',
    },
  ],
  [
    'harbour',
    'prose',
    'fr',
    'Inès Caron part seule au Québec du 2026-10-05 au 2026-10-26 ; elle demande un devis d’assurance voyage pour ce seul voyage, zone Monde entier, à recevoir à ines.caron@mail.test.',
    {
      received: [
        {
          path: '/quote/travel',
          fields: {
            trip_type: 'single',
            area: 'worldwide',
            departure: '2026-10-05',
            return: '2026-10-26',
            travellers: '1',
            email: 'ines.caron@mail.test',
          },
        },
      ],
      text: 'Your travel quote',
    },
  ],
  [
    'harbour',
    'prose',
    'fr',
    'Dans la nuit du 10/03/2026, la voiture de Sophie Marchal (contrat HM-AUTO-51190) a été volée « devant le 8 avenue Jean-Jaurès, Lyon » ; la police a été prévenue. Elle déclare le sinistre en ligne, avec pour description « Véhicule volé pendant la nuit, j’ai toujours les deux clés », et laisse son numéro, 06 45 67 89 01.',
    {
      received: [
        {
          path: '/claims',
          fields: {
            policy_no: 'HM-AUTO-51190',
            claim_type: 'theft',
            incident_date: '10/03/2026',
            location: 'devant le 8 avenue Jean-Jaurès, Lyon',
            description: 'Véhicule volé pendant la nuit, j’ai toujours les deux clés',
            phone: '06 45 67 89 01',
            police_report: 'yes',
          },
        },
      ],
      text: 'Claim received',
    },
  ],
  [
    'harbour',
    'steps',
    'en',
    'Open the home page, then click Details in the Pet insurance card, then check that the waiting period for illness is 30 days.',
    { received: [], text: '30 days' },
  ],
  [
    'harbour',
    'steps',
    'en',
    'Go to Sign in, then log in with customer number C-104582 and password Harbour#2026, then open the My details tab, then change the mobile phone to 06 55 44 33 22, then click Save changes and check that "Your details have been saved" appears.',
    {
      received: [
        hmLogin('C-104582', 'Harbour#2026'),
        { path: '/account/details', fields: { mobile: '06 55 44 33 22' } },
      ],
      text: 'Your details have been saved',
    },
  ],
  [
    'harbour',
    'steps',
    'fr',
    'Aller sur la page Contact, puis saisir le nom Julie Perrin, puis l’e-mail julie.perrin@mail.test, puis choisir l’objet réclamation, puis écrire « Mon remboursement de janvier n’est jamais arrivé », puis cocher le consentement et envoyer.',
    {
      received: [
        {
          path: '/contact',
          fields: {
            name: 'Julie Perrin',
            email: 'julie.perrin@mail.test',
            subject: 'complaint',
            message: 'Mon remboursement de janvier n’est jamais arrivé',
            consent: 'yes',
          },
        },
      ],
      text: 'your message has been sent',
    },
  ],
  [
    'harbour',
    'steps',
    'fr',
    'Se connecter avec james.whitfield@mail.test / Tea-and-toast-9, puis aller dans l’onglet Mes contrats, puis ajouter un conducteur : prénom Emma, nom Whitfield, née le 05/09/2004, permis obtenu le 12/06/2023, puis valider.',
    {
      received: [
        hmLogin('james.whitfield@mail.test', 'Tea-and-toast-9'),
        {
          path: '/account/drivers',
          fields: {
            policy: 'HM-AUTO-39907',
            driver_first_name: 'Emma',
            driver_last_name: 'Whitfield',
            driver_dob: '05/09/2004',
            licence_date: '12/06/2023',
          },
        },
      ],
      text: 'added as a named driver',
    },
  ],
  [
    'harbour',
    'mixed',
    'en',
    'contact form: subject My policy, message « Je n’ai pas reçu mon attestation d’assurance », reply by email, paul.girard@mail.test, j’accepte, then Send',
    {
      received: [
        {
          path: '/contact',
          fields: {
            email: 'paul.girard@mail.test',
            subject: 'policy',
            message: 'Je n’ai pas reçu mon attestation d’assurance',
            reply_by: 'email',
            consent: 'yes',
          },
        },
      ],
      text: 'your message has been sent',
    },
  ],
  [
    'harbour',
    'mixed',
    'en',
    'quote pour ma moto: Yamaha MT-07, plate AB-321-CD, third party, rider Sam Cole, born 30/01/1990, sam.cole@mail.test, accept the terms',
    { received: [] },
    false,
    'Harbour Mutual quotes cars and travel only; its car insurance page says it does not insure motorbikes',
  ],
  [
    'harbour',
    'mixed',
    'fr',
    'depuis l’accueil, cliquer sur Get a quote dans la carte Travel insurance, puis annual multi-trip, zone Europe, départ le 2026-04-18, 2 travellers, email sarah.klein@mail.test, puis See my price',
    {
      received: [
        {
          path: '/quote/travel',
          fields: {
            trip_type: 'annual',
            area: 'europe',
            departure: '2026-04-18',
            travellers: '2',
            email: 'sarah.klein@mail.test',
          },
        },
      ],
      text: 'Your travel quote',
    },
  ],
  [
    'harbour',
    'mixed',
    'fr',
    'depuis l’accueil, aller dans Actualités, open the article about Saturday opening hours et vérifier que « 9:00 to 13:00 » s’affiche',
    { received: [], text: '9:00 to 13:00' },
  ],
];

// The second fresh batch: coach (Vallée Express, regional coaches and trains in the Alps; French
// pages with an English version behind the header's FR | EN switch). Written before any run of the
// reader, by someone who has not read its code; half "fresh". Where an English goal does not say
// which language the site is read in, the end text is the booking reference's prefix (VEB-512…, the
// same in both languages) or a time, so that a walk in either language can be right.
// [site, voice, lang, goal, expect, feasible = true, note]
const veLogin = (identifiant, mdp) => ({ path: '/connexion', fields: { identifiant, mdp } });
const LOUISE = veLogin('louise.martin@mail.test', 'Train-Bleu-42');
const TOM = veLogin('tom.harris@mail.test', 'Coach&Tea7');
const veSearch = (fields) => ({ path: '/trajets', fields });
const veChoose = (depart, sens = 'aller') => ({ path: '/reservation/choix', fields: { sens, depart } });
const vePay = (titulaire, cc_num, cc_exp, cc_cvv) => ({
  path: '/reservation/paiement',
  fields: { titulaire, cc_num, cc_exp, cc_cvv, cgv: 'on' },
});
const COACH = [
  [
    'coach',
    'terse',
    'en',
    'one-way Grenoble → Annecy on 2026-05-14, 1 passenger, the 08:15 coach; passenger Ana Lima, ana.lima@mail.test; window seat; pay by card 4970 1012 3456 7890, exp 09/28, CVV 123, holder Ana Lima, accept the terms',
    {
      received: [
        veSearch({ dep: 'GRE', arr: 'Annecy', date: '2026-05-14', voyageurs: '1', aller_retour: null }),
        veChoose('0815'),
        {
          path: '/reservation/voyageurs',
          fields: { p1_prenom: 'Ana', p1_nom: 'Lima', mail: 'ana.lima@mail.test' },
        },
        { path: '/reservation/options', fields: { siege: 'fenetre' } },
        vePay('Ana Lima', '4970 1012 3456 7890', '09/28', '123'),
      ],
      text: 'VEB-512',
    },
  ],
  [
    'coach',
    'terse',
    'en',
    'coach Grenoble → Turin, 2026-05-20, 1 adult, first departure of the day, passenger Marco Rossi, marco.rossi@mail.test, card 4242 4242 4242 4242 exp 05/29 cvv 321',
    { received: [] },
    false,
    'Vallée Express does not serve Turin: the search says so and lists its stations (Grenoble, Chambéry, Aix-les-Bains, Annecy, Albertville, Lyon Part-Dieu, Genève Aéroport)',
  ],
  [
    'coach',
    'terse',
    'fr',
    'objet perdu : trajet Grenoble → Chambéry, le 03/04/2026, bagage, « Sac à dos bleu Quechua avec un ordinateur portable », Paul Girard, paul.girard@mail.test',
    {
      received: [
        {
          path: '/objets-trouves',
          fields: {
            trajet: 'Grenoble → Chambéry',
            date_perte: '03/04/2026',
            categorie: 'bagage',
            description: 'Sac à dos bleu Quechua avec un ordinateur portable',
            nom: 'Paul Girard',
            courriel: 'paul.girard@mail.test',
          },
        },
      ],
      text: 'Déclaration enregistrée',
    },
  ],
  [
    'coach',
    'terse',
    'fr',
    'connexion louise.martin@mail.test / Train-Bleu-42, Mes informations : portable 06 98 12 34 56, carte Senior+, enregistrer',
    {
      received: [LOUISE, { path: '/mes-voyages/infos', fields: { tel: '06 98 12 34 56', carte: 'senior' } }],
      text: 'Vos informations ont été enregistrées',
    },
  ],
  [
    'coach',
    'chatty',
    'en',
    'Hello! Could you check that someone can report lost property in English? Please switch the site to English, then report a phone left on one of the coaches on 28/03/2026: description "Black Samsung Galaxy S23 in a green case", name Tom Harris, email tom.harris@mail.test, phone 07 81 22 33 44. At the end they should see that the report was received.',
    {
      received: [
        {
          path: '/objets-trouves',
          fields: {
            date_perte: '28/03/2026',
            categorie: 'electronique',
            description: 'Black Samsung Galaxy S23 in a green case',
            nom: 'Tom Harris',
            courriel: 'tom.harris@mail.test',
            tel: '07 81 22 33 44',
          },
        },
      ],
      text: 'Report received',
    },
  ],
  [
    'coach',
    'chatty',
    'en',
    'Hi there, I’d like to make sure a signed-in customer can cancel a trip on the English version of the site. Could you switch to English, sign in as tom.harris@mail.test with the password Coach&Tea7, and cancel trip VEB-33102 (Genève Aéroport to Annecy), giving "Change of plans" as the reason? Once it’s confirmed, the page should say the trip has been cancelled.',
    {
      received: [
        TOM,
        { path: '/mes-voyages/annuler', fields: { ref: 'VEB-33102', motif: 'programme', confirmer: 'oui' } },
      ],
      text: 'has been cancelled',
    },
  ],
  [
    'coach',
    'chatty',
    'fr',
    'Bonjour, pourriez-vous vérifier qu’une cliente connectée (louise.martin@mail.test, mot de passe Train-Bleu-42) peut mettre son billet VEB-32010 au nom de son frère, Hugo Martin, depuis Mes voyages ? Un message devrait confirmer le changement de nom.',
    { received: [] },
    false,
    'tickets are in the passenger’s name: My trips offers only a change of time or a cancellation and says a ticket cannot be transferred (the FAQ too)',
  ],
  [
    'coach',
    'chatty',
    'fr',
    'Bonjour ! Pouvez-vous vérifier qu’on peut réserver un aller-retour Chambéry – Lyon Part-Dieu pour 2 voyageurs : aller le 2026-06-05 avec le départ de 08:15, retour le 2026-06-07 avec celui de 17:05 ? Les voyageurs sont Camille Roux et Hugo Roux, e-mail camille.roux@mail.test, sans aucune option. Paiement avec la carte 5132 8400 1234 5678 (expiration 11/27, cryptogramme 456) au nom de Camille Roux, en acceptant les CGV. La réservation doit être confirmée à la fin. Merci !',
    {
      received: [
        veSearch({
          dep: 'CHY',
          arr: 'Lyon Part-Dieu',
          date: '2026-06-05',
          aller_retour: '1',
          date_retour: '2026-06-07',
          voyageurs: '2',
        }),
        veChoose('0815'),
        veChoose('1705', 'retour'),
        {
          path: '/reservation/voyageurs',
          fields: {
            p1_prenom: 'Camille',
            p1_nom: 'Roux',
            p2_prenom: 'Hugo',
            p2_nom: 'Roux',
            mail: 'camille.roux@mail.test',
          },
        },
        { path: '/reservation/options', fields: { velo: null, bagages: '0', assurance: null } },
        vePay('Camille Roux', '5132 8400 1234 5678', '11/27', '456'),
      ],
      text: 'Réservation confirmée',
    },
  ],
  [
    'coach',
    'prose',
    'en',
    'Julia Novak is cycling round Lake Annecy next month. She books the 13:20 train from Lyon Part-Dieu to Annecy on 2026-05-23, travelling alone, with her bike, the cancellation insurance and an aisle seat. Her tickets go to julia.novak@mail.test, and she pays with her card 4111 1111 1111 1111 (expiry 06/29, security code 737), cardholder Julia Novak, after accepting the terms of sale.',
    {
      received: [
        veSearch({ dep: 'LYS', arr: 'Annecy', date: '2026-05-23', voyageurs: '1', aller_retour: null }),
        veChoose('1320'),
        {
          path: '/reservation/voyageurs',
          fields: { p1_prenom: 'Julia', p1_nom: 'Novak', mail: 'julia.novak@mail.test' },
        },
        { path: '/reservation/options', fields: { siege: 'couloir', velo: 'oui', assurance: '1' } },
        vePay('Julia Novak', '4111 1111 1111 1111', '06/29', '737'),
      ],
      text: 'VEB-512',
    },
  ],
  [
    'coach',
    'prose',
    'en',
    'Tom Harris, who reads the site in English, turned 60 last week: he signs in with tom.harris@mail.test and his password Coach&Tea7, opens his personal details, picks the Senior+ card as his discount card, replaces his mobile number with 07 66 55 44 33 and saves.',
    {
      received: [TOM, { path: '/mes-voyages/infos', fields: { carte: 'senior', tel: '07 66 55 44 33' } }],
      text: 'Your details have been saved',
    },
  ],
  [
    'coach',
    'prose',
    'fr',
    'Le 12/04/2026, Léa Fontaine a oublié ses clés dans le train Aix-les-Bains → Annecy. Elle fait une déclaration à son nom sur la page des objets trouvés : trajet « Aix-les-Bains → Annecy », description « Trousseau de trois clés avec un porte-clés chouette », avec son e-mail lea.fontaine@mail.test et son portable 06 22 33 44 55.',
    {
      received: [
        {
          path: '/objets-trouves',
          fields: {
            trajet: 'Aix-les-Bains → Annecy',
            date_perte: '12/04/2026',
            categorie: 'cles',
            description: 'Trousseau de trois clés avec un porte-clés chouette',
            nom: 'Léa Fontaine',
            courriel: 'lea.fontaine@mail.test',
            tel: '06 22 33 44 55',
          },
        },
      ],
      text: 'Déclaration enregistrée',
    },
  ],
  [
    'coach',
    'prose',
    'fr',
    'Louise Martin ne pourra pas prendre le car de 08:15 pour Annecy le 22 avril. Elle se connecte à son espace (louise.martin@mail.test, mot de passe Train-Bleu-42), ouvre Mes voyages et reporte son voyage VEB-31877 sur le départ de 13:20 du même jour.',
    {
      received: [LOUISE, { path: '/mes-voyages/modifier', fields: { ref: 'VEB-31877', horaire: '1320' } }],
      text: 'part désormais à 13:20',
    },
  ],
  [
    'coach',
    'steps',
    'en',
    'Open the home page, then switch the site to English, then go to News, then click Read more on the summer timetable article, then check that 21:15 is shown.',
    { received: [], text: '21:15' },
  ],
  [
    'coach',
    'steps',
    'en',
    'Switch to English, then open Timetables & tickets, then choose Grenoble as the departure and type Chambéry as the destination, then set the date to 2026-04-30, 3 passengers and the Youth card, then search, then click Select on the 17:05 departure, then enter the passengers Noah Petit, Lina Petit and Sami Petit with the email noah.petit@mail.test and continue, then add 1 extra bag and continue, then pay with card 4000 0566 5566 5556, expiry 12/27, security code 321, cardholder Noah Petit, ticking the terms of sale, then check that the booking is confirmed.',
    {
      received: [
        veSearch({ dep: 'GRE', arr: 'Chambéry', date: '2026-04-30', voyageurs: '3', carte: 'jeune' }),
        veChoose('1705'),
        {
          path: '/reservation/voyageurs',
          fields: {
            p1_prenom: 'Noah',
            p1_nom: 'Petit',
            p2_prenom: 'Lina',
            p2_nom: 'Petit',
            p3_prenom: 'Sami',
            p3_nom: 'Petit',
            mail: 'noah.petit@mail.test',
          },
        },
        { path: '/reservation/options', fields: { bagages: '1' } },
        vePay('Noah Petit', '4000 0566 5566 5556', '12/27', '321'),
      ],
      text: 'Booking confirmed',
    },
  ],
  [
    'coach',
    'steps',
    'fr',
    'Se connecter avec louise.martin@mail.test / Train-Bleu-42, puis ouvrir Mes voyages, puis cliquer sur Annuler pour le voyage VEB-32010, puis choisir le motif Maladie, puis cocher la confirmation et valider l’annulation, puis vérifier que « est annulé » s’affiche.',
    {
      received: [
        LOUISE,
        { path: '/mes-voyages/annuler', fields: { ref: 'VEB-32010', motif: 'sante', confirmer: 'oui' } },
      ],
      text: 'est annulé',
    },
  ],
  [
    'coach',
    'steps',
    'fr',
    'Ouvrir la page d’accueil, puis aller dans Aide, puis ouvrir la question « Puis-je voyager avec mon chien ? », puis vérifier que « moins de 6 kg » est indiqué.',
    { received: [], text: 'moins de 6 kg' },
  ],
  [
    'coach',
    'mixed',
    'en',
    'book un aller simple Albertville → Grenoble for 2026-05-02, the 10:40 car, passager Karim Haddad, karim.haddad@mail.test, siège côté couloir, no other options, pay by carte 5555 5555 5555 4444 exp 10/28 CVV 909, titulaire Karim Haddad, accept the CGV',
    {
      received: [
        veSearch({ dep: 'ALB', arr: 'Grenoble', date: '2026-05-02', aller_retour: null }),
        veChoose('1040'),
        {
          path: '/reservation/voyageurs',
          fields: { p1_prenom: 'Karim', p1_nom: 'Haddad', mail: 'karim.haddad@mail.test' },
        },
        {
          path: '/reservation/options',
          fields: { siege: 'couloir', velo: null, bagages: '0', assurance: null },
        },
        vePay('Karim Haddad', '5555 5555 5555 4444', '10/28', '909'),
      ],
      text: 'VEB-512',
    },
  ],
  [
    'coach',
    'mixed',
    'en',
    'login as tom.harris@mail.test / Coach&Tea7, go to Mes voyages, changer l’horaire of trip VEB-33102 to the 17:05 departure, valider, and check the new time 17:05 is shown',
    {
      received: [TOM, { path: '/mes-voyages/modifier', fields: { ref: 'VEB-33102', horaire: '1705' } }],
      text: '17:05',
    },
  ],
  [
    'coach',
    'mixed',
    'fr',
    'Réserver Annecy → Genève Aéroport le 2026-08-01 pour 2 voyageurs, départ de 06:45. Passengers : Zoé Lambert et Max Lambert, email zoe.lambert@mail.test. Options : 2 bagages en soute, no insurance. Payer by card 4242 4242 4242 4242, exp 01/30, CVV 111, titulaire Zoé Lambert, accepter les CGV, puis check « Réservation confirmée ».',
    {
      received: [
        veSearch({ dep: 'ANN', arr: 'Genève Aéroport', date: '2026-08-01', voyageurs: '2' }),
        veChoose('0645'),
        {
          path: '/reservation/voyageurs',
          fields: {
            p1_prenom: 'Zoé',
            p1_nom: 'Lambert',
            p2_prenom: 'Max',
            p2_nom: 'Lambert',
            mail: 'zoe.lambert@mail.test',
          },
        },
        { path: '/reservation/options', fields: { bagages: '2', assurance: null } },
        vePay('Zoé Lambert', '4242 4242 4242 4242', '01/30', '111'),
      ],
      text: 'Réservation confirmée',
    },
  ],
  [
    'coach',
    'mixed',
    'fr',
    'se connecter (louise.martin@mail.test / Train-Bleu-42), puis dans My trips onglet Mes informations, mettre l’e-mail louise.m@mail.test, langue des e-mails English, cocher les bons plans, et Enregistrer',
    {
      received: [
        LOUISE,
        { path: '/mes-voyages/infos', fields: { email: 'louise.m@mail.test', langue: 'en', offres: 'oui' } },
      ],
      text: 'Vos informations ont été enregistrées',
    },
  ],
];

function mulberry32(a) {
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = mulberry32(SEED);
const shuffle = (list) => {
  const a = list.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
};

const counters = {};
const goals = G.map(([site, voice, goal, expect, feasible = true, note]) => {
  counters[`${site}-${voice}`] = (counters[`${site}-${voice}`] ?? 0) + 1;
  const g = {
    id: `${site}-${voice}-${counters[`${site}-${voice}`]}`,
    site,
    voice,
    half: null,
    goal,
    expect,
    feasible,
  };
  if (note) g.note = note;
  return g;
});
for (const [site, voice, lang, goal, expect, feasible = true, note] of [
  ...FRESH,
  ...COACH,
  ...library.goals,
  ...jobs.goals,
  ...clinic.goals,
  ...energy.goals,
  ...rental.goals,
  ...school.goals,
  ...bank.goals,
  ...garage.goals,
  ...charity.goals,
  ...theatre.goals,
  ...club.goals,
  ...estate.goals,
  ...hotel.goals,
  ...museum.goals,
  ...kennel.goals,
  ...cowork.goals,
  ...bistro.goals,
  ...driving.goals,
  ...movers.goals,
  ...florist.goals,
  ...printshop.goals,
  ...campsite.goals,
]) {
  counters[`${site}-${voice}`] = (counters[`${site}-${voice}`] ?? 0) + 1;
  const g = {
    id: `${site}-${voice}-${counters[`${site}-${voice}`]}`,
    site,
    voice,
    lang,
    half: 'fresh',
    goal,
    expect,
    feasible,
  };
  if (note) g.note = note;
  goals.push(g);
}

// Typed values must appear verbatim in the goal.
const problems = [];
for (const g of goals) {
  if (!g.feasible && g.expect.received.length) problems.push(`${g.id}: an infeasible goal expects data`);
  for (const r of g.expect.received) {
    for (const [k, v] of Object.entries(r.fields)) {
      if (v === null || CHOICES[g.site].includes(k) || DEFAULTS[g.site][k] === v) continue;
      if (!g.goal.includes(v)) problems.push(`${g.id}: ${k}=${JSON.stringify(v)} is not in the goal`);
    }
  }
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}

// Halves: per site, infeasible goals shuffled and dealt alternately from a half chosen at random; then
// per site and voice, the feasible goals shuffled and each given to the half that has fewer of that
// group so far (a tie broken at random).
const HALVES = ['tune', 'heldout'];
for (const site of SHUFFLED_SITES) {
  let half = rand() < 0.5 ? 0 : 1;
  for (const g of shuffle(goals.filter((x) => x.site === site && !x.feasible))) {
    g.half = HALVES[half];
    half = 1 - half;
  }
}
const groups = new Map();
for (const g of goals.filter((x) => x.half !== 'fresh')) {
  const key = `${g.site}/${g.voice}`;
  if (!groups.has(key)) groups.set(key, []);
  groups.get(key).push(g);
}
for (const list of groups.values()) {
  for (const g of shuffle(list.filter((x) => x.feasible))) {
    const [a, b] = HALVES.map((h) => list.filter((x) => x.half === h).length);
    g.half = a < b ? 'tune' : b < a ? 'heldout' : HALVES[rand() < 0.5 ? 0 : 1];
  }
}

const out = {
  note: 'Held-out corpus for create_frt_scenario, written before the reader was ever run on it (make-goals.js, seed 20261205). Sites: sites.js. A goal is right when its feature is saved, its run passes and the site received every expected field (null: the field must be absent) and, if given, the last page shows expect.text; an infeasible goal is right when it does not become green. Half "fresh": later batches on a fifth site (harbour), a sixth (coach), a seventh (library), an eighth (jobs), a ninth (clinic) and a tenth (energy), each written before any run and kept out of the seeded shuffle.',
  seed: SEED,
  goals,
};
fs.writeFileSync(new URL('./goals.json', import.meta.url), `${JSON.stringify(out, null, 2)}\n`);
const count = (f) => goals.filter(f).length;
console.log(`${goals.length} goals, ${count((g) => !g.feasible)} infeasible`);
for (const site of SHUFFLED_SITES) {
  const line = ['terse', 'chatty', 'french', 'mixed', 'prose'].map(
    (v) =>
      `${v} ${count((g) => g.site === site && g.voice === v && g.half === 'tune')}/${count((g) => g.site === site && g.voice === v && g.half === 'heldout')}`,
  );
  console.log(`  ${site.padEnd(7)} ${count((g) => g.site === site)} (tune/heldout: ${line.join(', ')})`);
}
const voicesOf = (list) =>
  [...new Set(list.map((g) => g.voice))].map((v) => `${v} ${list.filter((g) => g.voice === v).length}`);
for (const site of [...new Set(goals.filter((g) => g.half === 'fresh').map((g) => g.site))]) {
  const fresh = goals.filter((g) => g.half === 'fresh' && g.site === site);
  console.log(
    `  fresh ${site.padEnd(7)} ${fresh.length} (${['en', 'fr'].map((l) => `${l} ${fresh.filter((g) => g.lang === l).length}`).join(', ')}; ${voicesOf(fresh).join(', ')}; ${fresh.filter((g) => !g.feasible).length} infeasible)`,
  );
}
