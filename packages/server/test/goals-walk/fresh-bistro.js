// Fresh batch on the bistro site (Le Comptoir des Halles, a Lyon bouchon by the Halles Paul Bocuse:
// table reservations in three "Continuer" screens and a summary, takeaway ordering dish by dish with a
// basket and an optional card payment, gift vouchers, a private-hire enquiry, a contact form, a
// newsletter form in the footer and a customer account with tabs; French pages at /, English under /en/
// behind the "Français | English" links of the header; site-bistro.js). Written before any run of the
// reader; half "fresh" (read by make-goals.js). Forms post to the same (French) paths in both
// languages, so where a goal does not say which language the site is read in, the end text does not
// depend on it: a reference (RES-, CMD-, BON-, DEV-, MSG-), a change shown the same way in both
// languages ("6 → 8") or a value the goal gave.
// The date pickers (date of a table, of a private event, send date of a voucher) and the times (slot
// radios of a reservation, pickup day and time selects of a takeaway order) are listed with the
// choices: the goals give them the way people write them ("mar. 15/12", "next Friday", "19 h 45",
// "a quarter to seven in the evening", "one o'clock") and the site holds ISO dates and 24-hour times.
// The basket of a takeaway order travels as a hidden "items" field (dish:quantity, in the order of the
// menu), so a goal's dishes are checked on the order form whatever way they were added.
// "Today" on the site is Thursday 10 December 2026.
// [site, voice, lang, goal, expect, feasible = true, note]

/** Fields whose value is a choice the site offers (select, radio, checkbox, hidden, picker), not typed text. */
export const choices = [
  'date',
  'party_size',
  'service',
  'time',
  'seating',
  'occasion',
  'allergies',
  'newsletter',
  'dish',
  'items',
  'pickup_date',
  'pickup_time',
  'cutlery',
  'payment',
  'amount',
  'delivery',
  'send_date',
  'event_type',
  'format',
  'budget',
  'subject',
  'topics',
  'ref',
  'reason',
  'confirm',
  'order',
  'diet',
  'email_lang',
  'remember',
  'lang',
];

/** Values a field holds before anyone touches it. */
export const defaults = {
  high_chairs: '0',
  qty: '1',
  requests: '',
  notes: '',
  email: '',
  custom_amount: '',
  message: '',
  recipient_email: '',
  company: '',
  phone: '',
  booking_ref: '',
  first_name: '',
};

const signin = (email, password) => ({ path: '/compte/connexion', fields: { email, password } });
const MARGOT = signin('margot.fabre@mail.test', 'Comptoir-69!');
const JAMES = signin('james.whitfield@mail.test', 'Quenelle*42');
/** A table: date, party and service; then time and seating; then the guest's details; then the summary confirmed. */
const table = (first, slot, details) => [
  { path: '/reserver', fields: first },
  { path: '/reserver/creneau', fields: slot },
  { path: '/reserver/coordonnees', fields: details },
  { path: '/reserver/confirmer', fields: {} },
];
const order = (fields) => ({ path: '/a-emporter/commande', fields });
const pay = (card_name, card_number, card_expiry, card_cvc) => ({
  path: '/paiement',
  fields: { card_name, card_number, card_expiry, card_cvc },
});

export const goals = [
  // ---------------------------------------------------------------- terse
  [
    'bistro',
    'terse',
    'fr',
    'Réserver une table → mar. 15/12, 2 couverts, dîner → 20h30, près de la vitrine → Camille Roche / camille.roche@mail.test / 06 45 78 12 90 → allergie : fruits à coque, pas de newsletter → Confirmer la réservation → attendu : réf RES-xxxxx',
    {
      received: table(
        { date: '2026-12-15', party_size: '2', service: 'dinner' },
        { time: '20:30', seating: 'window' },
        {
          first_name: 'Camille',
          last_name: 'Roche',
          email: 'camille.roche@mail.test',
          phone: '06 45 78 12 90',
          allergies: 'nuts',
          newsletter: null,
        },
      ),
      text: 'RES-',
    },
  ],
  [
    'bistro',
    'terse',
    'en',
    'Takeaway: 2x pike quenelle, 1x spelt risotto, 3x pink praline tart → basket → pickup Sat 12/12 at 12:15 → name Lucas Bernard, phone 07 61 23 45 89, no email → pay on site → expect a CMD- number',
    {
      received: [
        order({
          items: 'quenelle:2,risotto:1,tarte:3',
          pickup_date: '2026-12-12',
          pickup_time: '12:15',
          name: 'Lucas Bernard',
          phone: '07 61 23 45 89',
          email: '',
          payment: 'on_site',
        }),
      ],
      text: 'CMD-',
    },
  ],
  [
    'bistro',
    'terse',
    'fr',
    'Mon compte → connexion margot.fabre@mail.test / Comptoir-69! → Mes réservations → RES-40588 (déj. mar. 22/12) → Annuler, motif « Empêchement professionnel » + case de confirmation → la résa doit passer en Annulée',
    {
      received: [
        MARGOT,
        {
          path: '/compte/reservations/annuler',
          fields: { ref: 'RES-40588', reason: 'work', confirm: 'yes' },
        },
      ],
      text: 'annulée',
    },
  ],
  [
    'bistro',
    'terse',
    'en',
    'book a table / Mon 14 Dec / lunch 12:30 / 4 ppl / Anna Kowalski, anna.kowalski@mail.test, +48 601 234 567 / no allergies / confirm → RES ref',
    { received: [] },
    false,
    'Le Comptoir is closed on Sundays and Mondays (the header, the home page, the practical information and the booking form say so): the first screen of the reservation refuses Monday 14 December.',
  ],
  // ---------------------------------------------------------------- chatty
  [
    'bistro',
    'chatty',
    'en',
    'Hi! My little sister Chloé has just passed the bar exam (finally!!) and she’s been dying to try your place, so I want to get her a gift voucher — the 120 € one, dinner for two. Put it in her name, Chloé Lambert, and I’d like it emailed straight to her at chloe.lambert@mail.test, but not before her birthday, Friday 18 December, so schedule it for that day. It’s from Hugo Lambert, and my own email for the receipt is hugo.lambert@mail.test. For the message, write: "Félicitations Maître ! Un dîner au Comptoir, à toi de choisir le soir. Bisous, Hugo". I’ll pay by card: Hugo Lambert, 4970 1012 3456 7890, expires 09/28, CVC 123. Let me know the voucher code at the end!',
    {
      received: [
        {
          path: '/bons-cadeaux',
          fields: {
            amount: '120',
            custom_amount: '',
            recipient_name: 'Chloé Lambert',
            from_name: 'Hugo Lambert',
            message: 'Félicitations Maître ! Un dîner au Comptoir, à toi de choisir le soir. Bisous, Hugo',
            delivery: 'recipient',
            recipient_email: 'chloe.lambert@mail.test',
            send_date: '2026-12-18',
            buyer_email: 'hugo.lambert@mail.test',
          },
        },
        pay('Hugo Lambert', '4970 1012 3456 7890', '09/28', '123'),
      ],
      text: 'BON-',
    },
  ],
  [
    'bistro',
    'chatty',
    'en',
    'Hello there — I’ve somehow been put in charge of our team’s new-year dinner (lucky me!) and everyone voted for a proper Lyon bouchon, so here we are. We’re Brightwave Analytics, 34 of us, and we’d like a sit-down dinner on Tuesday 19 January 2027, in the evening. Budget-wise we can do somewhere between 60 and 90 euros a head. I’m the contact: Sarah O’Neill, sarah.oneill@brightwave.test, mobile +33 6 20 11 48 73. In the message box, please put: We would love to have the whole restaurant to ourselves, with a vegetarian option for about 8 guests. Could you send us a quote? Then send the request and tell me the reference you get back.',
    {
      received: [
        {
          path: '/privatisation',
          fields: {
            event_type: 'corporate',
            date: '2027-01-19',
            service: 'dinner',
            format: 'seated',
            guests: '34',
            budget: '60-90',
            company: 'Brightwave Analytics',
            name: 'Sarah O’Neill',
            email: 'sarah.oneill@brightwave.test',
            phone: '+33 6 20 11 48 73',
            message:
              'We would love to have the whole restaurant to ourselves, with a vegetarian option for about 8 guests. Could you send us a quote?',
          },
        },
      ],
      text: 'DEV-',
    },
  ],
  [
    'bistro',
    'chatty',
    'en',
    'Hi, James Whitfield here. We’ve got a table booked for lunch on Saturday the 19th — RES-40622, six of us — but my wife’s parents have decided to fly over for Christmas after all, so we’ll be eight. Could you log into my account (james.whitfield@mail.test, password Quenelle*42) and change the number of guests on that booking to 8? Just make sure it shows the new number afterwards. Cheers!',
    {
      received: [
        JAMES,
        { path: '/compte/reservations/modifier', fields: { ref: 'RES-40622', party_size: '8' } },
      ],
      text: '6 → 8',
    },
  ],
  [
    'bistro',
    'chatty',
    'fr',
    'Bonjour ! Alors voilà : j’ai dîné chez vous samedi dernier avec des collègues (la quenelle, un régal !) et en rentrant je me suis rendu compte que j’avais oublié mon écharpe. Je voudrais vous laisser un message par le formulaire de contact, au sujet d’un objet oublié. Je suis Nathalie Perrin, nathalie.perrin@mail.test, et vous pouvez m’appeler au 06 87 65 43 21. La table était au nom d’une collègue, réservation RES-40391. Le message : « Bonjour, j’ai oublié une écharpe en laine bleu marine sous la banquette près de la vitrine samedi soir. L’avez-vous retrouvée ? Merci ! » Il faut juste que le message parte et qu’on me donne un numéro de suivi.',
    {
      received: [
        {
          path: '/contact',
          fields: {
            subject: 'lost',
            name: 'Nathalie Perrin',
            email: 'nathalie.perrin@mail.test',
            phone: '06 87 65 43 21',
            booking_ref: 'RES-40391',
            message:
              'Bonjour, j’ai oublié une écharpe en laine bleu marine sous la banquette près de la vitrine samedi soir. L’avez-vous retrouvée ? Merci !',
          },
        },
      ],
      text: 'MSG-',
    },
  ],
  // ---------------------------------------------------------------- french
  [
    'bistro',
    'french',
    'fr',
    'Réserver pour le déjeuner du samedi 19 décembre à 13 h 15, 5 couverts dont un bébé (prévoir 1 chaise haute), en salle, occasion : anniversaire. Au nom de Sophie Nguyen-Ducasse, sophie.nguyen@mail.test, téléphone 04 78 12 34 56. Demande particulière : « Nous apportons le gâteau, pourriez-vous le garder au frais ? ». Allergie au lactose à signaler. Inscrire aussi à la lettre d’information. Vérifier le récapitulatif puis confirmer : une référence RES doit s’afficher.',
    {
      received: table(
        { date: '2026-12-19', party_size: '5', service: 'lunch' },
        { time: '13:15', seating: 'inside', high_chairs: '1', occasion: 'birthday' },
        {
          first_name: 'Sophie',
          last_name: 'Nguyen-Ducasse',
          email: 'sophie.nguyen@mail.test',
          phone: '04 78 12 34 56',
          requests: 'Nous apportons le gâteau, pourriez-vous le garder au frais ?',
          allergies: 'lactose',
          newsletter: 'yes',
        },
      ),
      text: 'RES-',
    },
  ],
  [
    'bistro',
    'french',
    'fr',
    'Passer une commande à emporter pour ce soir, jeudi 10 décembre, retrait à 19 h 45 : une salade lyonnaise, deux tabliers de sapeur et une bouteille de Côtes-du-Rhône, avec couverts et serviettes. Nom : Julien Morel, tél. 06 98 45 32 10, e-mail julien.morel@mail.test, mot pour la cuisine : « Sauce gribiche à part, s’il vous plaît ». Payer en ligne par carte : titulaire J MOREL, numéro 5131 4211 0000 7264, expiration 11/27, cryptogramme 318. Un numéro de commande CMD doit s’afficher.',
    {
      received: [
        order({
          items: 'salade:1,tablier:2,cotes:1',
          pickup_date: '2026-12-10',
          pickup_time: '19:45',
          name: 'Julien Morel',
          phone: '06 98 45 32 10',
          email: 'julien.morel@mail.test',
          notes: 'Sauce gribiche à part, s’il vous plaît',
          cutlery: 'yes',
          payment: 'card',
        }),
        pay('J MOREL', '5131 4211 0000 7264', '11/27', '318'),
      ],
      text: 'CMD-',
    },
  ],
  [
    'bistro',
    'french',
    'fr',
    'Demander un devis de privatisation pour un baptême le lundi 8 février 2027 à midi : 25 invités, repas assis, budget de 40 à 60 € par personne, pas de société. Contact : Élise Garnier, elise.garnier@mail.test, 06 11 22 33 44. Message : « Baptême de notre fille Jeanne : nous aimerions un menu enfant pour 6 petits. » Une référence DEV doit s’afficher.',
    {
      received: [
        {
          path: '/privatisation',
          fields: {
            event_type: 'christening',
            date: '2027-02-08',
            service: 'lunch',
            format: 'seated',
            guests: '25',
            budget: '40-60',
            company: '',
            name: 'Élise Garnier',
            email: 'elise.garnier@mail.test',
            phone: '06 11 22 33 44',
            message: 'Baptême de notre fille Jeanne : nous aimerions un menu enfant pour 6 petits.',
          },
        },
      ],
      text: 'DEV-',
    },
  ],
  [
    'bistro',
    'french',
    'fr',
    'Commander en livraison : 2 quenelles de brochet et 2 îles flottantes, livrées le samedi 12 décembre vers 20 h au 14 rue Mercière, 69002 Lyon, au nom de Paul Girard (06 23 45 67 81), paiement à la livraison. Relever le numéro de commande.',
    { received: [] },
    false,
    'Le Comptoir does not deliver: takeaway orders are collected at the restaurant only (the takeaway page and the basket say so), and there is no address field nor a payment on delivery.',
  ],
  // ---------------------------------------------------------------- mixed
  [
    'bistro',
    'mixed',
    'fr',
    'Login avec margot.fabre@mail.test / Comptoir-69!, go to l’onglet Profil : update le téléphone en +33 6 70 81 92 03, coche végétarien + sans gluten dans les dietary preferences, emails in English please, et garde la newsletter cochée. Save, puis check que le nouveau numéro s’affiche.',
    {
      received: [
        MARGOT,
        {
          path: '/compte/profil',
          fields: {
            phone: '+33 6 70 81 92 03',
            diet: 'vegetarian,gluten_free',
            email_lang: 'en',
            newsletter: 'yes',
          },
        },
      ],
      text: '+33 6 70 81 92 03',
    },
  ],
  [
    'bistro',
    'mixed',
    'en',
    'Réserve une table pour 3 on Wed 16/12 for dinner, 7pm, no seating preference. Booker: Oliver Brennan-Smith, o.brennan@mail.test, +44 20 7946 0321. Special request: "One of us uses a wheelchair, a table close to the entrance please". Allergies: crustacés + œufs. Newsletter yes. Confirme et vérifie qu’on a bien un RES-.',
    {
      received: table(
        { date: '2026-12-16', party_size: '3', service: 'dinner' },
        { time: '19:00', seating: 'any' },
        {
          first_name: 'Oliver',
          last_name: 'Brennan-Smith',
          email: 'o.brennan@mail.test',
          phone: '+44 20 7946 0321',
          requests: 'One of us uses a wheelchair, a table close to the entrance please',
          allergies: 'shellfish,eggs',
          newsletter: 'yes',
        },
      ),
      text: 'RES-',
    },
  ],
  [
    'bistro',
    'mixed',
    'en',
    'Gift voucher, montant libre de 65 € for Josette Carrel, de la part de « Tom & Léa », pas de message. Send it to me, not to her (tom.carrel@mail.test), today. Pay by card: Tom Carrel / 4556 7375 8689 9855 / 02/29 / 402 → récupérer le code BON.',
    {
      received: [
        {
          path: '/bons-cadeaux',
          fields: {
            amount: 'other',
            custom_amount: '65',
            recipient_name: 'Josette Carrel',
            from_name: 'Tom & Léa',
            message: '',
            delivery: 'buyer',
            send_date: '2026-12-10',
            buyer_email: 'tom.carrel@mail.test',
          },
        },
        pay('Tom Carrel', '4556 7375 8689 9855', '02/29', '402'),
      ],
      text: 'BON-',
    },
  ],
  [
    'bistro',
    'mixed',
    'fr',
    'Privatisation pour le vernissage de notre galerie : cocktail dînatoire le vendredi 5 mars 2027 au soir, 120 guests, budget plus de 90 € per person, company Galerie Saint-Jean, contact Hugo Vasseur, hugo@galerie-saintjean.test, 06 77 88 99 00. Message : « Vernissage de l’exposition de printemps ». Send et récupérer la ref DEV.',
    { received: [] },
    false,
    'The restaurant takes at most 60 guests seated or 90 for a cocktail (the private-events page says so, and the form refuses more): 120 guests cannot be asked for.',
  ],
  // ---------------------------------------------------------------- prose
  [
    'bistro',
    'prose',
    'en',
    'Daniel Reyes and his wife Marta are spending a long weekend in Lyon and want to celebrate their tenth wedding anniversary over lunch on Friday 11 December. He books a table for two at one o’clock, asks to sit at the counter so they can watch the kitchen, picks wedding anniversary as the occasion and adds the request "Tenth wedding anniversary, a little surprise with dessert would be lovely". He gives his email daniel.reyes@mail.test and his Spanish mobile, +34 612 345 678, mentions no allergies, does not want the newsletter, checks the summary and confirms, and expects a RES reference.',
    {
      received: table(
        { date: '2026-12-11', party_size: '2', service: 'lunch' },
        { time: '13:00', seating: 'counter', occasion: 'anniversary' },
        {
          first_name: 'Daniel',
          last_name: 'Reyes',
          email: 'daniel.reyes@mail.test',
          phone: '+34 612 345 678',
          requests: 'Tenth wedding anniversary, a little surprise with dessert would be lovely',
          allergies: null,
          newsletter: null,
        },
      ),
      text: 'RES-',
    },
  ],
  [
    'bistro',
    'prose',
    'en',
    'James Whitfield enjoyed his last takeaway from Le Comptoir so much that he wants exactly the same order again. He signs in with james.whitfield@mail.test and Quenelle*42, goes to his orders, reorders CMD-8851 and sets the pickup for Tuesday 15 December at a quarter to seven in the evening, paying on site when he collects it. The order should be confirmed with a CMD number.',
    {
      received: [
        JAMES,
        { path: '/compte/commandes/recommander', fields: { order: 'CMD-8851' } },
        order({
          items: 'tablier:1,volaille:1,ile:2',
          pickup_date: '2026-12-15',
          pickup_time: '18:45',
          payment: 'on_site',
        }),
      ],
      text: 'CMD-',
    },
  ],
  [
    'bistro',
    'prose',
    'fr',
    'Inès Marchal, cliente fidèle du Comptoir, veut recevoir la lettre d’information : elle s’inscrit depuis le bas de page avec l’adresse ines.marchal@mail.test, indique son prénom, Inès, et choisit de recevoir les nouveaux menus de saison et les invitations aux soirées vins, mais pas les offres. Son inscription doit être confirmée à cette adresse.',
    {
      received: [
        { path: '/newsletter', fields: { email: 'ines.marchal@mail.test' } },
        { path: '/newsletter/preferences', fields: { first_name: 'Inès', topics: 'menus,wine' } },
      ],
      text: 'ines.marchal@mail.test',
    },
  ],
  [
    'bistro',
    'prose',
    'en',
    'Priya Shah wants to treat her parents for their 40th wedding anniversary: she books a table for four on Saturday 12 December at 8 pm in the main dining room, under her name, with priya.shah@mail.test and 07700 900123, then confirms the booking and receives a RES reference.',
    { received: [] },
    false,
    'Saturday 12 December is fully booked at dinner from 19:30 to 20:30: the 20:00 slot is shown as full and cannot be chosen (the form refuses it).',
  ],
];
