// Fresh batch on the museum site (Musée Valmont, the art and history museum of Montbrison; French
// pages with an English version behind the "FR | EN" switch of the header; site-museum.js). Written
// before any run of the reader; half "fresh" (read by make-goals.js). Where a goal does not say which
// language the site is read in, the end text does not depend on it: a reference (BIL-, GRP-, AMI-,
// MSG-), a ticket reference or a value the goal gave.
// The date pickers (date of the visit, dates of a group visit) are listed with the choices: the goals
// give dates the way people write them ("Sat Dec 12", "le vendredi 18 décembre") and the picker holds
// them as ISO dates. Ticket counts are selects, time slots radios.
// "Today" on the site is Thursday 3 December 2026; the museum is closed on Mondays.
// [site, voice, lang, goal, expect, feasible = true, note]

/** Fields whose value is a choice the site offers (select, radio, checkbox, hidden), not typed text. */
export const choices = [
  'date',
  'creneau',
  'plein',
  'reduit',
  'jeune',
  'audioguide',
  'cgv',
  'niveau',
  'theme',
  'date_souhaitee',
  'date_autre',
  'formule',
  'sujet',
  'ref',
  'motif',
  'lettre',
];

/** Values a field holds before anyone touches it. */
export const defaults = { telephone: '', date_autre: '', message: '' };

const signin = (email, mot_de_passe) => ({ path: '/connexion', fields: { email, mot_de_passe } });
const CLAIRE = signin('claire.dumont@mail.test', 'Valmont-2026');
const JAMES = signin('james.porter@mail.test', 'Forez*Art7');
const MATHILDE = signin('m.girard@mail.test', 'Automates!42');
/** The ticket flow: date, time slot, tickets and option, visitor, summary confirmed. */
const tickets = (date, creneau, counts, visitor) => [
  { path: '/billetterie/date', fields: { date } },
  { path: '/billetterie/creneau', fields: { creneau } },
  { path: '/billetterie/billets', fields: counts },
  { path: '/billetterie/coordonnees', fields: { ...visitor, cgv: 'oui' } },
  { path: '/billetterie/confirmer', fields: {} },
];
const payment = (titulaire, numero_carte, expiration, cryptogramme) => ({
  path: '/amis/paiement',
  fields: { titulaire, numero_carte, expiration, cryptogramme },
});

export const goals = [
  // ---------------------------------------------------------------- terse
  [
    'museum',
    'terse',
    'en',
    'EN site → tickets Sat Dec 12, 10:00 entry, 2 full price + 1 under-18, audio guide yes → Peter Hall, peter.hall@mail.test, no phone → accept terms, confirm → BIL- ref',
    {
      received: tickets(
        '2026-12-12',
        '10:00',
        { plein: '2', reduit: '0', jeune: '1', audioguide: 'oui' },
        { prenom: 'Peter', nom: 'Hall', email: 'peter.hall@mail.test', telephone: '' },
      ),
      text: 'BIL-',
    },
  ],
  [
    'museum',
    'terse',
    'fr',
    'formulaire contact, sujet Accessibilité. Bernard Morel / b.morel@mail.test. Message : "Mon père se déplace en fauteuil roulant, y a-t-il des places de stationnement réservées près du musée ?" → réf MSG-',
    {
      received: [
        {
          path: '/contact',
          fields: {
            nom: 'Bernard Morel',
            email: 'b.morel@mail.test',
            sujet: 'accessibilite',
            message:
              'Mon père se déplace en fauteuil roulant, y a-t-il des places de stationnement réservées près du musée ?',
          },
        },
      ],
      text: 'MSG-',
    },
  ],
  [
    'museum',
    'terse',
    'fr',
    'connexion claire.dumont@mail.test / Valmont-2026 → Mes billets → BIL-30587 (dim. 27/12, 15h30) : passer au créneau de 14h → vérifier "nouveau créneau"',
    {
      received: [CLAIRE, { path: '/espace/billets/creneau', fields: { ref: 'BIL-30587', creneau: '14:00' } }],
      text: 'nouveau créneau',
    },
  ],
  [
    'museum',
    'terse',
    'en',
    'gift card €40 for my sister, e-mailed to her (julia.hall@mail.test) → pay by card → GIFT ref',
    { received: [] },
    false,
    'The museum sells no gift cards: the FAQ says so and suggests buying a Friends membership in the person’s name instead.',
  ],
  // ---------------------------------------------------------------- chatty
  [
    'museum',
    'chatty',
    'en',
    'Hi there! I teach history at Collège Victor-Hugo in Feurs and I’d love to bring my Year 8 class (so secondary school, collège) to the museum. We’d be 28 pupils plus 3 accompanying adults. Ideally Tuesday 12 January 2027, but Thursday 14 January would work too if that’s full. The guided tour on life in the Middle Ages in Montbrison sounds perfect since we’re doing the medieval town this term. I’m the contact: Sarah Lefebvre, sarah.lefebvre@mail.test, 06 33 21 87 54. Could you also pass on this note: "Two of our pupils use wheelchairs." Thanks so much, and I’d like to see the request reference at the end!',
    {
      received: [
        {
          path: '/groupes',
          fields: {
            etablissement: 'Collège Victor-Hugo',
            niveau: 'college',
            participants: '28',
            accompagnateurs: '3',
            date_souhaitee: '2027-01-12',
            date_autre: '2027-01-14',
            theme: 'moyen-age',
            contact_nom: 'Sarah Lefebvre',
            contact_email: 'sarah.lefebvre@mail.test',
            contact_telephone: '06 33 21 87 54',
            message: 'Two of our pupils use wheelchairs.',
          },
        },
      ],
      text: 'GRP-',
    },
  ],
  [
    'museum',
    'chatty',
    'en',
    'My wife and I have been coming to the Musée Valmont for years and we’ve finally decided to become Friends of the museum — the duo membership, for two adults. I’m Daniel Brooks, email daniel.brooks@mail.test, and we live at 5 chemin des Vignes, 42600 Savigneux. I’d rather not give a phone number. I’ll pay with my Visa 4556 7375 8689 9855, expiring 11/28, security code 314, and the name on the card is D BROOKS. Please make sure the payment goes through and I get my membership number!',
    {
      received: [
        {
          path: '/amis',
          fields: {
            formule: 'duo',
            prenom: 'Daniel',
            nom: 'Brooks',
            email: 'daniel.brooks@mail.test',
            telephone: '',
            adresse: '5 chemin des Vignes',
            code_postal: '42600',
            ville: 'Savigneux',
          },
        },
        payment('D BROOKS', '4556 7375 8689 9855', '11/28', '314'),
      ],
      text: 'AMI-',
    },
  ],
  [
    'museum',
    'chatty',
    'en',
    'Hey, James Porter here (my login is james.porter@mail.test, password Forez*Art7). Bad news: both kids have come down with flu, so we won’t make it to our visit on Saturday the 19th. Could you cancel that booking for me? The reason is illness, obviously. Go all the way through the confirmation so it’s really cancelled, please.',
    {
      received: [
        JAMES,
        { path: '/espace/billets/annuler', fields: { ref: 'BIL-30633', motif: 'maladie' } },
        { path: '/espace/billets/annuler/confirmer', fields: { ref: 'BIL-30633' } },
      ],
      text: 'BIL-30633',
    },
  ],
  [
    'museum',
    'chatty',
    'en',
    'Hello! We’re passing through Montbrison on our way south and the only day we have is Monday 21 December. Could you book two full-price tickets for the 11:30 slot in the name of Anna Novak, anna.novak@mail.test? We really want to see the dolls and automata before they go back into storage!',
    { received: [] },
    false,
    'The museum is closed on Mondays: the ticket form refuses Monday 21 December 2026 and there is no slot that day.',
  ],
  // ---------------------------------------------------------------- french
  [
    'museum',
    'french',
    'fr',
    'Bonjour, je voudrais réserver des billets pour le vendredi 18 décembre, entrée à 15h30 : deux adultes plein tarif et un étudiant au tarif réduit. Pas besoin d’audioguide. La réservation est au nom d’Hélène Roche, e-mail helene.roche@mail.test, téléphone 06 48 12 90 37. Merci de confirmer la commande jusqu’au bout.',
    {
      received: tickets(
        '2026-12-18',
        '15:30',
        { plein: '2', reduit: '1', jeune: '0', audioguide: null },
        { prenom: 'Hélène', nom: 'Roche', email: 'helene.roche@mail.test', telephone: '06 48 12 90 37' },
      ),
      text: 'BIL-',
    },
  ],
  [
    'museum',
    'french',
    'fr',
    'Bonjour, je suis la directrice de l’école Jean-Moulin de Montbrison. Je voudrais faire une demande de visite guidée sur le thème « Jouets et automates » pour ma classe de CE2 : 24 élèves et 2 accompagnateurs, le mardi 5 janvier 2027 (pas d’autre date possible pour nous). La personne à contacter, c’est moi : Nathalie Perrin, n.perrin@ecole.test, 04 77 58 12 30. Je n’ai pas de précision particulière à ajouter.',
    {
      received: [
        {
          path: '/groupes',
          fields: {
            etablissement: 'école Jean-Moulin',
            niveau: 'elementaire',
            participants: '24',
            accompagnateurs: '2',
            date_souhaitee: '2027-01-05',
            date_autre: '',
            theme: 'jouets',
            contact_nom: 'Nathalie Perrin',
            contact_email: 'n.perrin@ecole.test',
            contact_telephone: '04 77 58 12 30',
            message: '',
          },
        },
      ],
      text: 'GRP-',
    },
  ],
  [
    'museum',
    'french',
    'fr',
    'Mon adhésion aux Amis du musée se termine le 31 décembre. Connectez-vous à mon espace (m.girard@mail.test, mot de passe Automates!42) et renouvelez-la en gardant la formule famille. Paiement avec ma carte 5132 8800 1234 5678, expiration 03/29, cryptogramme 707, titulaire Mathilde Girard. Je veux voir mon numéro d’adhérente AMI-1975 sur la confirmation.',
    {
      received: [
        MATHILDE,
        { path: '/espace/adhesion/renouveler', fields: { formule: 'famille' } },
        payment('Mathilde Girard', '5132 8800 1234 5678', '03/29', '707'),
      ],
      text: 'AMI-1975',
    },
  ],
  [
    'museum',
    'french',
    'fr',
    'Je suis étudiante à Saint-Étienne et je voudrais adhérer aux Amis du musée avec la formule étudiante à 15 € par an. Mes coordonnées : Inès Benali, ines.benali@etu.test, 12 rue Michelet, 42000 Saint-Étienne. Je paierai par carte.',
    { received: [] },
    false,
    'There is no student formula: the Friends membership offers only solo (30 €), duo (50 €) and famille (65 €).',
  ],
  // ---------------------------------------------------------------- mixed
  [
    'museum',
    'mixed',
    'fr',
    'Hello, je veux booker des billets pour le dimanche 20 décembre, le slot de 11h30 : 1 plein tarif + 2 moins de 18 ans, with the audioguide please. Name : Kevin Lambert, kevin.lambert@mail.test, pas de phone. Confirm the order et donne-moi la ref.',
    {
      received: tickets(
        '2026-12-20',
        '11:30',
        { plein: '1', reduit: '0', jeune: '2', audioguide: 'oui' },
        { prenom: 'Kevin', nom: 'Lambert', email: 'kevin.lambert@mail.test', telephone: '' },
      ),
      text: 'BIL-',
    },
  ],
  [
    'museum',
    'mixed',
    'fr',
    'Send un message au musée via le contact form, subject "Collections" (c’est pour un don) : name Alice Fontaine, email alice.fontaine@mail.test, message : "Bonjour, j’ai hérité d’un petit paysage signé Ravier, would the museum be interested in a donation?" Je veux la ref MSG à la fin.',
    {
      received: [
        {
          path: '/contact',
          fields: {
            nom: 'Alice Fontaine',
            email: 'alice.fontaine@mail.test',
            sujet: 'collections',
            message:
              'Bonjour, j’ai hérité d’un petit paysage signé Ravier, would the museum be interested in a donation?',
          },
        },
      ],
      text: 'MSG-',
    },
  ],
  [
    'museum',
    'mixed',
    'fr',
    'Log in avec claire.dumont@mail.test / Valmont-2026 et update l’adresse de mon membership Amis du musée : 27 boulevard Lachèze, 42600 Montbrison. Check que la nouvelle adresse s’affiche.',
    {
      received: [
        CLAIRE,
        {
          path: '/espace/adhesion/adresse',
          fields: { adresse: '27 boulevard Lachèze', code_postal: '42600', ville: 'Montbrison' },
        },
      ],
      text: '27 boulevard Lachèze',
    },
  ],
  [
    'museum',
    'mixed',
    'en',
    'Sign in james.porter@mail.test / Forez*Art7 — my booking du samedi 19/12 is at 10h, but we arrive late from Lyon, donc move it to the 17:00 slot please (same day). Save it and check the new time shows.',
    {
      received: [JAMES, { path: '/espace/billets/creneau', fields: { ref: 'BIL-30633', creneau: '17:00' } }],
      text: '17:00',
    },
  ],
  // ---------------------------------------------------------------- prose
  [
    'museum',
    'prose',
    'en',
    'Marc Dubreuil, a retired teacher from Saint-Étienne, has decided to support the museum he visits every winter. He wants to join the Friends of the museum on his own, with the solo membership. He lives at 9 rue de la Résistance, 42000 Saint-Étienne; his email is marc.dubreuil@mail.test and his phone number 06 20 31 42 53. At the payment page he uses his card 4970 1012 3456 7890, valid until 08/27, security code 481, which is in his name, Marc Dubreuil. He waits until he sees his membership number.',
    {
      received: [
        {
          path: '/amis',
          fields: {
            formule: 'solo',
            prenom: 'Marc',
            nom: 'Dubreuil',
            email: 'marc.dubreuil@mail.test',
            telephone: '06 20 31 42 53',
            adresse: '9 rue de la Résistance',
            code_postal: '42000',
            ville: 'Saint-Étienne',
          },
        },
        payment('Marc Dubreuil', '4970 1012 3456 7890', '08/27', '481'),
      ],
      text: 'AMI-',
    },
  ],
  [
    'museum',
    'prose',
    'fr',
    'Léa Martin, étudiante en histoire de l’art, veut enfin voir l’exposition « Lumières du Forez » avec une amie de sa promo. Elles ont choisi le mercredi 23 décembre, en début d’après-midi, à l’entrée de 14 h. Toutes les deux sont étudiantes, donc deux billets au tarif réduit, et elles prennent l’audioguide. Léa réserve avec son adresse lea.martin@etu.test, sans laisser de téléphone, et va jusqu’à la confirmation.',
    {
      received: tickets(
        '2026-12-23',
        '14:00',
        { plein: '0', reduit: '2', jeune: '0', audioguide: 'oui' },
        { prenom: 'Léa', nom: 'Martin', email: 'lea.martin@etu.test', telephone: '' },
      ),
      text: 'BIL-',
    },
  ],
  [
    'museum',
    'prose',
    'en',
    'James Porter has just changed mobile numbers. He signs in to his museum account with james.porter@mail.test and his password Forez*Art7, goes to his profile and replaces his old phone number with +44 7911 123456. While he is there he also ticks the box to receive the museum’s newsletter, then saves, and checks that the new number is shown.',
    {
      received: [
        JAMES,
        {
          path: '/espace/profil',
          fields: { prenom: 'James', nom: 'Porter', telephone: '+44 7911 123456', lettre: 'oui' },
        },
      ],
      text: '+44 7911 123456',
    },
  ],
  [
    'museum',
    'prose',
    'fr',
    'Monique Chazal a adoré l’exposition « Lumières du Forez » et voudrait en offrir le catalogue à son frère. Elle cherche à le commander sur le site du musée et à le faire livrer chez lui, 4 rue des Écoles, 42210 Montrond-les-Bains, en payant par carte.',
    { received: [] },
    false,
    'The site has no shop: the catalogue cannot be ordered or delivered online.',
  ],
];
