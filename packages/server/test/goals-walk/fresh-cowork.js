// Fresh batch on the cowork site (La Ruche Coworking, a coworking space in Bordeaux: day passes and
// desks booked in three "Continue" screens and a summary, meeting rooms booked on the room's page,
// monthly memberships from the pricing page, events, a contact form and a member area with tabs; English
// at /, French under /fr/ behind the "English | Français" links of the header; site-cowork.js). Written
// before any run of the reader; half "fresh" (read by make-goals.js). Forms post to the same paths in
// both languages, so where a goal does not say which language the site is read in, the end text does
// not depend on it: a reference (DSK-, ROOM-, MBR-, EVT-, MSG-), a date or a value the goal gave.
// The date pickers (days of a desk booking, a room's date, a booking's new date) and the room's start
// time input are listed with the choices: the goals give dates and times the way people write them
// ("Thu 17/12", "mer. 16/12", "next Friday the 11th", "9h30", "a quarter past two in the afternoon")
// and the inputs hold them as ISO dates and 24-hour times.
// "Today" on the site is Tuesday 8 December 2026.
// [site, voice, lang, goal, expect, feasible = true, note]

/** Fields whose value is a choice the site offers (select, radio, checkbox, hidden, picker), not typed text. */
export const choices = [
  'date_from',
  'date_to',
  'desk_type',
  'desks',
  'terms',
  'room',
  'date',
  'start',
  'duration',
  'catering',
  'equipment',
  'plan',
  'billing',
  'seats',
  'start_month',
  'heard',
  'payment',
  'event',
  'guests',
  'subject',
  'reply_by_phone',
  'ref',
  'reason',
  'confirm',
  'new_date',
  'no',
  'copy_me',
  'nl_community',
  'nl_events',
  'nl_offers',
  'contact_lang',
  'remember',
  'lang',
];

/** Values a field holds before anyone touches it. */
export const defaults = {
  locker_qty: '0',
  coffee_qty: '0',
  parking_qty: '0',
  notes: '',
  company: '',
  vat: '',
  dietary: '',
  note: '',
  phone: '',
};

const signin = (email, password) => ({ path: '/account/login', fields: { email, password } });
const CLAIRE = signin('claire.dubreuil@mail.test', 'Ruche-2026!');
const TOM = signin('tom.hartley@mail.test', 'Hive*Desk7');
/** The desk booking: days and desk type, add-ons, details (terms accepted), the summary confirmed. */
const desk = (first, addons, details) => [
  { path: '/desks/book', fields: first },
  { path: '/desks/book/add-ons', fields: addons },
  { path: '/desks/book/details', fields: { ...details, terms: 'accepted' } },
  { path: '/desks/book/confirm', fields: {} },
];
const room = (fields) => [{ path: '/meeting-rooms/book', fields }];
const join = (fields) => [{ path: '/membership/join', fields: { ...fields, terms: 'yes' } }];

export const goals = [
  // ---------------------------------------------------------------- terse
  [
    'cowork',
    'terse',
    'en',
    'Book a desk → Thu 17/12 to Fri 18/12, Fixed desk, 1 desk → add-ons: locker x1, coffee plan x1, parking 0 → Jonas Weber / company Weber Audio / jonas.weber@mail.test / +33 6 48 20 17 95 / VAT DE298765432, tick terms → Confirm booking → DSK-xxxxx shown',
    {
      received: desk(
        { date_from: '2026-12-17', date_to: '2026-12-18', desk_type: 'fixed', desks: '1' },
        { locker_qty: '1', coffee_qty: '1', parking_qty: '0' },
        {
          name: 'Jonas Weber',
          company: 'Weber Audio',
          email: 'jonas.weber@mail.test',
          phone: '+33 6 48 20 17 95',
          vat: 'DE298765432',
        },
      ),
      text: 'DSK-',
    },
  ],
  [
    'cowork',
    'terse',
    'fr',
    'Salles de réunion > Essaim > Réserver cette salle : mer. 16/12, début 9h30, 2 heures, 6 participants, pause café, vidéoprojecteur + tableau blanc, Margaux Lefèvre / margaux.lefevre@mail.test → valider, attendu : réf ROOM-',
    {
      received: room({
        room: 'essaim',
        date: '2026-12-16',
        start: '09:30',
        duration: '2h',
        attendees: '6',
        catering: 'coffee',
        equipment: 'projector,whiteboard',
        name: 'Margaux Lefèvre',
        email: 'margaux.lefevre@mail.test',
      }),
      text: 'ROOM-',
    },
  ],
  [
    'cowork',
    'terse',
    'fr',
    'Espace membre → login claire.dubreuil@mail.test / Ruche-2026! → Factures → INV-2026-1121 → envoyer par e-mail à compta@studio-dubreuil.test + copie à moi → vérifier que l’envoi à compta@studio-dubreuil.test est confirmé',
    {
      received: [
        CLAIRE,
        {
          path: '/account/invoices/send',
          fields: { no: 'INV-2026-1121', send_to: 'compta@studio-dubreuil.test', copy_me: 'yes' },
        },
      ],
      text: 'compta@studio-dubreuil.test',
    },
  ],
  [
    'cowork',
    'terse',
    'en',
    'day pass → hot desk, Sat 19/12 only, 1 desk → no add-ons → Priya Nair, priya.nair@mail.test, 07 68 33 12 40 → terms ✓ → Confirm booking → DSK ref',
    { received: [] },
    false,
    'La Ruche is closed at weekends: the first screen of the desk booking refuses Saturday 19 December (open Monday to Friday, as the home page and the booking form say).',
  ],
  // ---------------------------------------------------------------- chatty
  [
    'cowork',
    'chatty',
    'en',
    'Hello! So my little design agency is finally moving out of my kitchen — there are four of us now, can you believe it. I had a look at your pricing and the Team plan is clearly the one for us, so four seats please, and we’d rather be billed yearly since you throw in two months free. We’d like to start in February 2027. The company is Cobalt & Fern SAS, SIRET 91234567800015. I’ll be the contact person: Amira Haddad, amira@cobaltfern.test, mobile 06 72 14 58 03. How did we hear about you? Instagram, honestly. We’ll pay by SEPA direct debit. Please accept the terms, send the application and tell me which membership number we get!',
    {
      received: join({
        plan: 'team',
        billing: 'yearly',
        seats: '4',
        start_month: '2027-02',
        company: 'Cobalt & Fern SAS',
        siret: '91234567800015',
        contact_name: 'Amira Haddad',
        email: 'amira@cobaltfern.test',
        phone: '06 72 14 58 03',
        heard: 'social',
        payment: 'sepa',
      }),
      text: 'MBR-',
    },
  ],
  [
    'cowork',
    'chatty',
    'en',
    'Hi there! I only moved to Bordeaux from Lyon in October and a friend swears La Ruche’s afterworks are the best way to meet people here. I’d love to go to the Christmas afterwork on Thursday 17 December and bring my partner, so that’s me plus one guest. My name is Daniel Okafor, email daniel.okafor@mail.test, and I work as a UX researcher (put that as the job title). We’re both vegetarian, so for dietary needs just write: vegetarian x2. Could you sign me up and make sure I get the confirmation code at the end?',
    {
      received: [
        {
          path: '/events/register',
          fields: {
            event: 'christmas-afterwork',
            name: 'Daniel Okafor',
            email: 'daniel.okafor@mail.test',
            job_title: 'UX researcher',
            dietary: 'vegetarian x2',
            guests: '1',
          },
        },
      ],
      text: 'EVT-',
    },
  ],
  [
    'cowork',
    'chatty',
    'en',
    'Morning! Tom Hartley here, I’m on your Flex plan. I’d booked a quiet zone desk for Monday the 14th, but a client has just moved our workshop to that very day, so I need to push my desk day to Friday 18 December instead. It’s booking DSK-20433 in my member area — login tom.hartley@mail.test, password Hive*Desk7. Could you move it and check the booking now shows the new date? Thanks a million!',
    {
      received: [
        TOM,
        { path: '/account/bookings/move', fields: { ref: 'DSK-20433', new_date: '2026-12-18' } },
      ],
      text: '18/12/2026',
    },
  ],
  [
    'cowork',
    'chatty',
    'fr',
    'Bonjour, je m’appelle Hélène Garnier et je m’occupe d’une petite association de traducteurs — nous sommes six. Avant de prendre des abonnements, on aimerait venir visiter vos locaux, idéalement un mardi matin. Je suis rarement devant mon ordinateur, donc je préférerais vraiment qu’on me rappelle plutôt que de recevoir un mail : mon numéro est le 06 33 81 27 49 (et mon adresse, au cas où : helene.garnier@mail.test). Pour le message, vous pouvez écrire : « Bonjour, nous sommes une association de six traducteurs et aimerions visiter La Ruche un mardi matin avant de souscrire. Merci de me rappeler. » Pour le sujet, prenez celui qui parle de visite. Merci beaucoup !',
    {
      received: [
        {
          path: '/contact',
          fields: {
            subject: 'visit',
            message:
              'Bonjour, nous sommes une association de six traducteurs et aimerions visiter La Ruche un mardi matin avant de souscrire. Merci de me rappeler.',
            name: 'Hélène Garnier',
            email: 'helene.garnier@mail.test',
            reply_by_phone: 'yes',
            phone: '06 33 81 27 49',
          },
        },
      ],
      text: 'MSG-',
    },
  ],
  // ---------------------------------------------------------------- french
  [
    'cowork',
    'french',
    'fr',
    'Réserver deux postes en zone silencieuse pour toute la semaine du lundi 4 janvier au vendredi 8 janvier 2027. Options : 2 forfaits café, 1 place de parking, pas de casier. Coordonnées : Bastien Roux, société Atelier Garonne, bastien.roux@mail.test, 05 56 44 19 82 (pas de numéro de TVA). Accepter le règlement, vérifier le récapitulatif puis confirmer : une référence DSK doit s’afficher.',
    {
      received: desk(
        { date_from: '2027-01-04', date_to: '2027-01-08', desk_type: 'quiet', desks: '2' },
        { locker_qty: '0', coffee_qty: '2', parking_qty: '1' },
        {
          name: 'Bastien Roux',
          company: 'Atelier Garonne',
          email: 'bastien.roux@mail.test',
          phone: '05 56 44 19 82',
          vat: '',
        },
      ),
      text: 'DSK-',
    },
  ],
  [
    'cowork',
    'french',
    'fr',
    'Passer le site en français, se connecter à l’espace membre (claire.dubreuil@mail.test, mot de passe Ruche-2026!) et annuler dans ses réservations la salle Essaim du mardi 15 décembre (ROOM-3188), motif « Réunion annulée », en cochant la case de confirmation. La réservation doit ensuite apparaître comme annulée.',
    {
      received: [
        CLAIRE,
        { path: '/account/bookings/cancel', fields: { ref: 'ROOM-3188', reason: 'meeting', confirm: 'yes' } },
      ],
      text: 'annulée',
    },
  ],
  [
    'cowork',
    'french',
    'fr',
    'Inscrire Léa Morin au workshop « Invoicing and VAT for freelancers » du mardi 15 décembre : e-mail lea.morin@mail.test, job title « Cheffe de projet digital », aucun régime particulier, « Just me » pour les invités. On doit obtenir un numéro EVT.',
    {
      received: [
        {
          path: '/events/register',
          fields: {
            event: 'vat-workshop',
            name: 'Léa Morin',
            email: 'lea.morin@mail.test',
            job_title: 'Cheffe de projet digital',
            dietary: '',
            guests: '0',
          },
        },
      ],
      text: 'EVT-',
    },
  ],
  [
    'cowork',
    'french',
    'fr',
    'Réserver la salle Ruchette (la petite cabine pour 2 personnes) le jeudi 10 décembre de 11 h à 12 h, pour 2 participants, sans restauration ni équipement, au nom de Karim Benali, karim.benali@mail.test. Relever la référence ROOM obtenue.',
    { received: [] },
    false,
    'There is no Ruchette room: the meeting rooms are Alvéole, Essaim and Rucher, and the phone booths cannot be booked (the rooms page says so).',
  ],
  // ---------------------------------------------------------------- mixed
  [
    'cowork',
    'mixed',
    'fr',
    'Book la salle Rucher pour notre board meeting le mardi 5 janvier 2027, start à 10h, full day, 14 attendees, lunch pour tout le monde, kit visio + vidéoprojecteur, pas besoin du whiteboard. Nom : Sophie Marchetti, email s.marchetti@gironde-invest.test. Check qu’on a bien une référence ROOM- à la fin.',
    {
      received: room({
        room: 'rucher',
        date: '2027-01-05',
        start: '10:00',
        duration: 'full-day',
        attendees: '14',
        catering: 'lunch',
        equipment: 'projector,visio',
        name: 'Sophie Marchetti',
        email: 's.marchetti@gironde-invest.test',
      }),
      text: 'ROOM-',
    },
  ],
  [
    'cowork',
    'mixed',
    'en',
    'Log in as tom.hartley@mail.test / Hive*Desk7, go to Profile et change le mobile pour 07 52 90 33 18. Newsletters : coche les invitations aux events, décoche la monthly newsletter, partner offers restent off. Emails en Français. Save, puis check que le nouveau numéro est affiché.',
    {
      received: [
        TOM,
        {
          path: '/account/profile',
          fields: {
            phone: '07 52 90 33 18',
            nl_community: null,
            nl_events: 'yes',
            nl_offers: null,
            contact_lang: 'fr',
          },
        },
      ],
      text: '07 52 90 33 18',
    },
  ],
  [
    'cowork',
    'mixed',
    'en',
    'Pricing → Choose Flex. Billing monthly, démarrage en janvier 2027. Company name: Nuage Rose, SIRET 853 204 117 00021. Contact: Inès Caradec, ines.caradec@mail.test, tél 06 19 84 52 07. Heard about us: en passant devant. Payment by carte bancaire, accept the terms, submit et noter le numéro MBR.',
    {
      received: join({
        plan: 'flex',
        billing: 'monthly',
        start_month: '2027-01',
        company: 'Nuage Rose',
        siret: '853 204 117 00021',
        contact_name: 'Inès Caradec',
        email: 'ines.caradec@mail.test',
        phone: '06 19 84 52 07',
        heard: 'passing',
        payment: 'card',
      }),
      text: 'MBR-',
    },
  ],
  [
    'cowork',
    'mixed',
    'fr',
    'Abonnement Resident, billing mensuel, start février 2027. Société Kestrel Data SARL, SIRET 88012345600034, contact Yann Le Goff, yann.legoff@mail.test, 06 58 21 47 90, connu via un membre. Payment : PayPal only (notre compta n’accepte ni prélèvement ni carte). Valider et récupérer le numéro MBR.',
    { received: [] },
    false,
    'Memberships are paid by SEPA direct debit or bank card only (the two payment radios of the form; the pricing page says no PayPal): a PayPal payment cannot be chosen.',
  ],
  // ---------------------------------------------------------------- prose
  [
    'cowork',
    'prose',
    'en',
    'Three consultants from Lisbon, in Bordeaux for a client workshop, need somewhere to work on Wednesday 9 December. Their office manager, Rita Sousa, books three hot desks at La Ruche for that single day, adds 3 coffee plans and 2 parking spots but no lockers, and gives her details as Rita Sousa of Tejo Consulting Lda, rita.sousa@tejo.test, phone +351 912 345 678, VAT number PT509876543. She accepts the house rules, checks the summary and confirms, and the page gives her a DSK reference.',
    {
      received: desk(
        { date_from: '2026-12-09', desk_type: 'hot', desks: '3' },
        { locker_qty: '0', coffee_qty: '3', parking_qty: '2' },
        {
          name: 'Rita Sousa',
          company: 'Tejo Consulting Lda',
          email: 'rita.sousa@tejo.test',
          phone: '+351 912 345 678',
          vat: 'PT509876543',
        },
      ),
      text: 'DSK-',
    },
  ],
  [
    'cowork',
    'prose',
    'en',
    'Julien Mercier, a freelance lawyer, needs a private room to see a client next Friday the 11th, from a quarter past two in the afternoon, for an hour and a half. He books the Alvéole for 2 attendees, without catering, asking only for the whiteboard, in his own name with the address julien.mercier@avocat.test, and expects a ROOM reference in return.',
    {
      received: room({
        room: 'alveole',
        date: '2026-12-11',
        start: '14:15',
        duration: '1h30',
        attendees: '2',
        catering: 'none',
        equipment: 'whiteboard',
        name: 'Julien Mercier',
        email: 'julien.mercier@avocat.test',
      }),
      text: 'ROOM-',
    },
  ],
  [
    'cowork',
    'prose',
    'fr',
    'Marc Delorme, du service comptable de la société Vinéa (marc.delorme@vinea.test), écrit à La Ruche au sujet de la facturation : trois salariés de Vinéa sont abonnés et il voudrait une seule facture chaque mois. Il préfère une réponse par e-mail, et son message est le suivant : Bonjour, pourriez-vous regrouper sur une seule facture mensuelle les abonnements de nos trois salariés (société Vinéa) ? Merci d’avance.',
    {
      received: [
        {
          path: '/contact',
          fields: {
            subject: 'billing',
            message:
              'Bonjour, pourriez-vous regrouper sur une seule facture mensuelle les abonnements de nos trois salariés (société Vinéa) ? Merci d’avance.',
            name: 'Marc Delorme',
            email: 'marc.delorme@vinea.test',
            reply_by_phone: null,
          },
        },
      ],
      text: 'MSG-',
    },
  ],
  [
    'cowork',
    'prose',
    'en',
    'Chloé Martin, a freelance illustrator, signs up for La Ruche’s masterclass on pricing your services on Thursday 21 January and brings one guest. She registers with chloe.martin@mail.test, gives Illustrator as her job title, has no dietary needs, and expects an EVT confirmation number.',
    { received: [] },
    false,
    'The masterclass of 21 January is full: the events page shows it with a waiting list by email and no Register link, so no registration can be made.',
  ],
];
