// Fresh batch on the kennel site (Le Domaine des Pattes, a dog and cat boarding kennel with a day-care
// and a grooming salon in Pernes-les-Fontaines; French pages with an English version under /en/ behind
// the "Français | English" links of the top bar; site-kennel.js). Written before any run of the
// reader; half "fresh" (read by make-goals.js). Forms post to the same paths in both languages, so
// where a goal does not say which language the site is read in, the end text does not depend on it:
// a reference (PEN-, TOI-, GAR-, KDO-, DEM-), a date or a value the goal gave.
// The date pickers (dates of a stay, of a grooming appointment, of a day-care day, of a pet's last
// vaccination) are listed with the choices: the goals give dates the way people write them ("Mon
// 14/12", "le ven. 18/12", "Tuesday 22nd December") and the picker holds them as ISO dates. Time
// slots are radios whose values differ from their labels ("half past 9" → 0930).
// "Today" on the site is Tuesday 8 December 2026.
// [site, voice, lang, goal, expect, feasible = true, note]

/** Fields whose value is a choice the site offers (select, radio, checkbox, hidden), not typed text. */
export const choices = [
  'arrivee',
  'depart',
  'depot',
  'reprise',
  'nb_animaux',
  'animal1_espece',
  'animal1_race',
  'animal1_gabarit',
  'animal2_espece',
  'animal2_race',
  'animal2_gabarit',
  'animal3_espece',
  'animal3_race',
  'animal3_gabarit',
  'medicaments',
  'promenades',
  'photos',
  'bain',
  'alimentation',
  'vaccins',
  'reglement',
  'prestation',
  'gabarit',
  'date',
  'heure',
  'rappel',
  'jour',
  'formule',
  'sociable',
  'premiere',
  'montant',
  'valable',
  'envoi',
  'sujet',
  'rgpd',
  'nl_accord',
  'ref',
  'raison',
  'confirme',
  'id',
  'vaccin',
  'entente',
  'lang',
];

/** Values a field holds before anyone touches it. */
export const defaults = {
  traitement: '',
  veterinaire: '',
  urgence: '',
  remarques: '',
  message: '',
  commentaire: '',
  telephone: '',
  montant_libre: '',
  email_beneficiaire: '',
};

const signin = (username, password) => ({ path: '/mon-compte/connexion', fields: { username, password } });
const SANDRINE = signin('sandrine.vidal@mail.test', 'Biscotte-2026');
const OLIVER = signin('oliver.grant@mail.test', 'Muddy-Paws-8');
/** The boarding flow: dates, pets, options, owner (both consent boxes), the summary confirmed. */
const stay = (dates, pets, options, owner) => [
  { path: '/pension/reservation/dates', fields: dates },
  { path: '/pension/reservation/animaux', fields: pets },
  { path: '/pension/reservation/options', fields: options },
  { path: '/pension/reservation/coordonnees', fields: { ...owner, vaccins: 'on', reglement: 'on' } },
  { path: '/pension/reservation/confirmer', fields: {} },
];
/** The grooming flow: service, pet, size and date; then the time slot and the owner. */
const grooming = (first, second) => [
  { path: '/toilettage/rdv', fields: first },
  { path: '/toilettage/confirmer', fields: second },
];

export const goals = [
  // ---------------------------------------------------------------- terse
  [
    'kennel',
    'terse',
    'en',
    'EN version → boarding: drop-off Mon 14/12 morning, pick-up Sat 19/12 afternoon, 1 dog → Pepper, Border Collie, medium → extras: extra forest walks, no meds, own food → owner Hannah Price, hannah.price@mail.test, 07 12 34 56 78 → tick vaccines + kennel rules → confirm summary → PEN- ref',
    {
      received: stay(
        {
          arrivee: '2026-12-14',
          depot: 'matin',
          depart: '2026-12-19',
          reprise: 'apres-midi',
          nb_animaux: '1',
        },
        {
          animal1_nom: 'Pepper',
          animal1_espece: 'chien',
          animal1_race: 'border-collie',
          animal1_gabarit: 'm',
        },
        { medicaments: null, promenades: 'oui', alimentation: 'maison' },
        { prenom: 'Hannah', nom: 'Price', email: 'hannah.price@mail.test', telephone: '07 12 34 56 78' },
      ),
      text: 'PEN-',
    },
  ],
  [
    'kennel',
    'terse',
    'fr',
    'Toilettage : rdv toilettage complet pour Caramel (caniche, chien moyen) le ven. 18/12 à 11h → Nathalie Brun, 06 45 78 12 33, n.brun@mail.test, rappel SMS oui → réf TOI-',
    {
      received: grooming(
        { prestation: 'complet', animal: 'Caramel', gabarit: 'm', date: '2026-12-18' },
        {
          heure: '1100',
          nom: 'Nathalie Brun',
          telephone: '06 45 78 12 33',
          email: 'n.brun@mail.test',
          rappel: 'oui',
        },
      ),
      text: 'TOI-',
    },
  ],
  [
    'kennel',
    'terse',
    'en',
    'EN site, footer newsletter: tom.baxter@mail.test + tick the consent box → should say subscribed',
    {
      received: [{ path: '/newsletter', fields: { nl_email: 'tom.baxter@mail.test', nl_accord: '1' } }],
      text: 'subscribed',
    },
  ],
  [
    'kennel',
    'terse',
    'fr',
    'compte sandrine.vidal@mail.test / Biscotte-2026 → Mes animaux → fiche de Moka : dernier rappel vaccins le 03/12/2026, allergies « Poulet, bœuf » → enregistrer → « Poulet, bœuf » doit s’afficher',
    {
      received: [
        SANDRINE,
        {
          path: '/mon-compte/animaux/modifier',
          fields: { id: 'moka', vaccin: '2026-12-03', allergies: 'Poulet, bœuf' },
        },
      ],
      text: 'Poulet, bœuf',
    },
  ],
  // ---------------------------------------------------------------- chatty
  [
    'kennel',
    'chatty',
    'en',
    'Hi! We’re off to my in-laws in Brittany for Christmas and for once we can’t take the animals 😅 Could you book them into the boarding at Domaine des Pattes? Drop-off Tuesday 22nd December in the afternoon, and we’ll collect them on Monday 28 December in the morning. There are two: Oscar, our Jack Russell (small dog), and Luna, a British Shorthair cat. Oscar takes a pill for his heart so please tick the medication box and write "Vetmedin 1.25 mg, half a tablet morning and evening with food" in the details. No extra walks (he’s 12, he won’t thank you), but we’d love the photo updates. They’ll eat the kennel’s food. I’m Claire Whitmore, claire.whitmore@mail.test, mobile 06 98 76 54 32; our vet is Clinique du Pont, Cavaillon. Vaccines are all up to date and I’ve read the rules, so tick both. Go right through to the confirmation and send me the PEN number!',
    {
      received: stay(
        {
          arrivee: '2026-12-22',
          depot: 'apres-midi',
          depart: '2026-12-28',
          reprise: 'matin',
          nb_animaux: '2',
        },
        {
          animal1_nom: 'Oscar',
          animal1_espece: 'chien',
          animal1_race: 'jack-russell',
          animal1_gabarit: 'p',
          animal2_nom: 'Luna',
          animal2_espece: 'chat',
          animal2_race: 'british',
        },
        {
          medicaments: 'oui',
          traitement: 'Vetmedin 1.25 mg, half a tablet morning and evening with food',
          promenades: null,
          photos: 'oui',
          alimentation: 'pension',
        },
        {
          prenom: 'Claire',
          nom: 'Whitmore',
          email: 'claire.whitmore@mail.test',
          telephone: '06 98 76 54 32',
          veterinaire: 'Clinique du Pont, Cavaillon',
        },
      ),
      text: 'PEN-',
    },
  ],
  [
    'kennel',
    'chatty',
    'en',
    'Hello! My neighbour Margaret has been feeding our cat every time we go away and I’d like to thank her with a gift card from Domaine des Pattes — she has a very fluffy Persian who could do with a groom 😄. Could you buy one for 60 euros (so the other amount option), valid for the grooming salon only? Send it by email straight to her: Margaret, margaret.hayes@mail.test, with the note "Thank you for looking after Pixel, enjoy a pamper day for Duchess!". I’m the buyer: Robert Lane, robert.lane@mail.test. Pay with my card 4970 1012 3456 7890, expiry 05/28, CVC 246, name on card Robert Lane. I’d like to see the KDO reference at the end, thanks!',
    {
      received: [
        {
          path: '/cartes-cadeaux',
          fields: {
            montant: 'autre',
            montant_libre: '60',
            valable: 'toilettage',
            beneficiaire: 'Margaret',
            message: 'Thank you for looking after Pixel, enjoy a pamper day for Duchess!',
            envoi: 'beneficiaire',
            email_beneficiaire: 'margaret.hayes@mail.test',
            acheteur_nom: 'Robert Lane',
            acheteur_email: 'robert.lane@mail.test',
          },
        },
        {
          path: '/cartes-cadeaux/paiement',
          fields: { cc_nom: 'Robert Lane', cc_numero: '4970 1012 3456 7890', cc_exp: '05/28', cc_cvc: '246' },
        },
      ],
      text: 'KDO-',
    },
  ],
  [
    'kennel',
    'chatty',
    'en',
    'Hi, quick one — I’m stuck at work all week and can’t drive my dog Bruno over to you. Could you book your pick-up service (pet taxi) to collect him from my flat at 12 rue des Lices, Avignon on Monday 14 December at 8 am and bring him to the kennel for a 3-night stay (he comes back home Thursday 17th)? He’s a Beagle, medium size. I’m Paul Girard, paul.girard@mail.test, 06 11 22 33 44. Please confirm the taxi booking and give me the reference, cheers!',
    { received: [] },
    false,
    'The kennel has no pet taxi or transport: owners drop off and pick up their pets themselves (the FAQ says so); no form books a collection from home.',
  ],
  [
    'kennel',
    'chatty',
    'fr',
    'Coucou ! Petit changement de programme chez Sandrine Vidal : son séjour à Noël est annulé (sa belle-mère vient finalement chez elle 🙄). Tu peux te connecter sur son compte (sandrine.vidal@mail.test, mdp Biscotte-2026) et annuler la réservation pension PEN-40213 de Biscotte et Moka ? Motif : voyage annulé ou reporté. Dans le commentaire mets juste « Merci et joyeuses fêtes ! ». Il faut cocher la case de confirmation, puis vérifie que la résa est bien annulée stp 🙏',
    {
      received: [
        SANDRINE,
        {
          path: '/mon-compte/reservations/annuler',
          fields: {
            ref: 'PEN-40213',
            raison: 'annule',
            commentaire: 'Merci et joyeuses fêtes !',
            confirme: 'oui',
          },
        },
      ],
      text: 'PEN-40213 a été annulée',
    },
  ],
  // ---------------------------------------------------------------- french
  [
    'kennel',
    'french',
    'fr',
    'Bonjour, je souhaite mettre mes deux chats en pension pendant les fêtes : dépôt le mercredi 30 décembre l’après-midi, reprise le samedi 2 janvier le matin. Ce sont Gribouille, un Maine Coon, et Perle, une Sacré de Birmanie. Pas de traitement et aucune option, ils mangeront les croquettes de la pension. Mes coordonnées : Martine Roussel, martine.roussel@mail.test, 06 23 45 67 89. Leurs vaccins sont à jour et j’accepte le règlement. Merci d’aller jusqu’à la confirmation et de me donner la référence.',
    {
      received: stay(
        {
          arrivee: '2026-12-30',
          depot: 'apres-midi',
          depart: '2027-01-02',
          reprise: 'matin',
          nb_animaux: '2',
        },
        {
          animal1_nom: 'Gribouille',
          animal1_espece: 'chat',
          animal1_race: 'maine-coon',
          animal2_nom: 'Perle',
          animal2_espece: 'chat',
          animal2_race: 'sacre-birmanie',
        },
        { medicaments: null, promenades: null, photos: null, bain: null, alimentation: 'pension' },
        {
          prenom: 'Martine',
          nom: 'Roussel',
          email: 'martine.roussel@mail.test',
          telephone: '06 23 45 67 89',
        },
      ),
      text: 'PEN-',
    },
  ],
  [
    'kennel',
    'french',
    'fr',
    'Je voudrais inscrire mon chien Filou à la garderie le samedi 19 décembre, en demi-journée le matin. C’est un Bouledogue français, petit gabarit, très sociable avec les autres chiens, et c’est sa toute première venue chez vous (je veux bien l’évaluation offerte). Mes coordonnées : Antoine Lefèvre, antoine.lefevre@mail.test, 07 81 22 90 14. Merci de valider la réservation.',
    {
      received: [
        {
          path: '/garderie',
          fields: {
            jour: '2026-12-19',
            formule: 'matin',
            chien: 'Filou',
            gabarit: 'p',
            sociable: 'oui',
            premiere: 'oui',
            nom: 'Antoine Lefèvre',
            email: 'antoine.lefevre@mail.test',
            telephone: '07 81 22 90 14',
          },
        },
      ],
      text: 'GAR-',
    },
  ],
  [
    'kennel',
    'french',
    'fr',
    'Bonjour, pouvez-vous envoyer un message par le formulaire de contact ? Objet : visiter la pension avant un séjour. Nom : Élodie Marchand, e-mail elodie.marchand@mail.test, téléphone 06 52 41 30 87. Message : « Bonjour, nous adoptons un chiot en janvier et aimerions visiter vos installations un samedi matin avant de réserver. Est-ce possible ? » Cochez la case de consentement. On doit voir une référence DEM- à la fin.',
    {
      received: [
        {
          path: '/contact',
          fields: {
            nom: 'Élodie Marchand',
            email: 'elodie.marchand@mail.test',
            telephone: '06 52 41 30 87',
            sujet: 'visite',
            message:
              'Bonjour, nous adoptons un chiot en janvier et aimerions visiter vos installations un samedi matin avant de réserver. Est-ce possible ?',
            rgpd: '1',
          },
        },
      ],
      text: 'DEM-',
    },
  ],
  [
    'kennel',
    'french',
    'fr',
    'Bonjour, je dois déposer mon chien Hercule (Berger allemand, grand gabarit) en pension le vendredi 25 décembre dans la matinée et le récupérer le mardi 29 décembre l’après-midi. Pas d’options particulières, les croquettes de la pension lui iront très bien. Je m’appelle Gérard Fabre, gerard.fabre@mail.test, 06 77 88 99 00 ; vaccins à jour, règlement accepté. Merci de confirmer la réservation.',
    { received: [] },
    false,
    'No drop-off or pick-up on 25 December: the first step of the booking refuses that arrival date (the home page and the FAQ say so too).',
  ],
  // ---------------------------------------------------------------- mixed
  [
    'kennel',
    'mixed',
    'fr',
    'Book un RDV au salon de toilettage pour mon chat Pacha : prestation toilettage chat (démêlage + bain), le mardi 22/12 à half past 9. Owner : Inès Garnier, 06 14 25 36 47, ines.garnier@mail.test. Dans les remarques : "Il griffe quand on touche ses pattes arrière". No SMS reminder please. Je veux la ref TOI- à la fin.',
    {
      received: grooming(
        { prestation: 'chat', animal: 'Pacha', gabarit: 'chat', date: '2026-12-22' },
        {
          heure: '0930',
          nom: 'Inès Garnier',
          telephone: '06 14 25 36 47',
          email: 'ines.garnier@mail.test',
          remarques: 'Il griffe quand on touche ses pattes arrière',
          rappel: null,
        },
      ),
      text: 'TOI-',
    },
  ],
  [
    'kennel',
    'mixed',
    'en',
    'login oliver.grant@mail.test / Muddy-Paws-8 → bookings → PEN-40188 (Rufus, pension de Noël) : on rentre plus tard, donc change the departure to lundi 4 janvier, same arrival date → save et check the new departure date shows',
    {
      received: [
        OLIVER,
        {
          path: '/mon-compte/reservations/modifier',
          fields: { ref: 'PEN-40188', arrivee: '2026-12-22', depart: '2027-01-04' },
        },
      ],
      text: '04/01/2027',
    },
  ],
  [
    'kennel',
    'mixed',
    'fr',
    'Se connecter avec sandrine.vidal@mail.test / Biscotte-2026, puis dans Mes réservations, move le RDV toilettage TOI-7745 de Biscotte (sam. 19/12, 11h) to 2pm, same day. Check que le nouvel horaire 14:00 apparaît.',
    {
      received: [
        SANDRINE,
        { path: '/mon-compte/reservations/heure', fields: { ref: 'TOI-7745', heure: '1400' } },
      ],
      text: '14:00',
    },
  ],
  [
    'kennel',
    'mixed',
    'en',
    'Connecte-toi as oliver.grant@mail.test / Muddy-Paws-8 and cancel mon RDV toilettage TOI-7802 (Rufus, bain + séchage le 12 janvier), raison : réservation faite par erreur → confirm the cancellation',
    { received: [] },
    false,
    'Oliver Grant has no grooming appointment: TOI-7802 is not among his bookings (PEN-40188 and GAR-3120 only), so there is nothing to cancel.',
  ],
  // ---------------------------------------------------------------- prose
  [
    'kennel',
    'prose',
    'en',
    'Emma Richardson is moving house in Avignon this week and wants her old Labrador, Bailey, out of the chaos. She books Bailey, a large dog, into the Domaine des Pattes boarding from Wednesday 9 December, dropping him off in the morning, to Saturday 12 December, picking him up in the afternoon. Bailey is on medication, so she ticks that option and writes "Metacam 2.5 ml once a day with his evening meal" as the treatment details. She will bring his own food, adds the bath before going home so he comes back clean, and skips the extra walks and the photo updates. She gives her details — Emma Richardson, emma.richardson@mail.test, 06 31 42 53 64 — confirms that his vaccinations are up to date, accepts the kennel rules, checks the summary and confirms the stay.',
    {
      received: stay(
        {
          arrivee: '2026-12-09',
          depot: 'matin',
          depart: '2026-12-12',
          reprise: 'apres-midi',
          nb_animaux: '1',
        },
        { animal1_nom: 'Bailey', animal1_espece: 'chien', animal1_race: 'labrador', animal1_gabarit: 'g' },
        {
          medicaments: 'oui',
          traitement: 'Metacam 2.5 ml once a day with his evening meal',
          alimentation: 'maison',
          bain: 'oui',
          promenades: null,
          photos: null,
        },
        {
          prenom: 'Emma',
          nom: 'Richardson',
          email: 'emma.richardson@mail.test',
          telephone: '06 31 42 53 64',
        },
      ),
      text: 'PEN-',
    },
  ],
  [
    'kennel',
    'prose',
    'fr',
    'Chaque hiver, Jean-Pierre Blanc fait tondre son Yorkshire, Titus. Cette année, il prend rendez-vous au salon de toilettage du Domaine des Pattes pour une tonte intégrale, en précisant que Titus est un petit chien, le jeudi 17 décembre. Le créneau de 15 h 30 lui convient. Il laisse son nom, Jean-Pierre Blanc, son portable 06 08 12 34 56 et son e-mail jp.blanc@mail.test, demande le rappel par SMS la veille et confirme le rendez-vous.',
    {
      received: grooming(
        { prestation: 'tonte', animal: 'Titus', gabarit: 'p', date: '2026-12-17' },
        {
          heure: '1530',
          nom: 'Jean-Pierre Blanc',
          telephone: '06 08 12 34 56',
          email: 'jp.blanc@mail.test',
          rappel: 'oui',
        },
      ),
      text: 'TOI-',
    },
  ],
  [
    'kennel',
    'prose',
    'en',
    'Rufus had his annual booster at the vet on 27 November 2026, and the vet found out he is allergic to chicken. Before his Christmas stay, his owner Oliver Grant signs in to his account on the English version of the site (oliver.grant@mail.test, password Muddy-Paws-8), opens Rufus’s profile under My pets, sets the date of the last vaccination to 27 November 2026, writes "Allergic to chicken – no chicken-based treats please" in the allergies box and saves. The saved profile should show the allergy.',
    {
      received: [
        OLIVER,
        {
          path: '/mon-compte/animaux/modifier',
          fields: {
            id: 'rufus',
            vaccin: '2026-11-27',
            allergies: 'Allergic to chicken – no chicken-based treats please',
          },
        },
      ],
      text: 'Allergic to chicken',
    },
  ],
  [
    'kennel',
    'prose',
    'en',
    'Chloé and Sam Becker are going skiing from Saturday 19 to Saturday 26 December and need somewhere for their dwarf rabbit, Noisette. They book her into the Domaine des Pattes boarding, dropping her off in the morning and picking her up in the afternoon, on the kennel’s food and with no extras, in Chloé’s name (Chloé Becker, chloe.becker@mail.test, 06 40 50 60 70), tick the vaccinations and rules boxes, and note the PEN reference.',
    { received: [] },
    false,
    'The kennel only takes dogs and cats: the species radios offer Dog and Cat only, and the boarding page and FAQ say rabbits and other small pets are not accepted.',
  ],
];
