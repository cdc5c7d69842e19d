// Fresh batch on the estate site (Agence Dumas Immobilier / Dumas Estate Agents, an estate agency in
// Saumur; French pages with an English version behind the "Français · English" links at the foot of
// every page; site-estate.js). Written before any run of the reader, by someone who has not read its
// code; half "fresh" (read by make-goals.js). Where a goal does not say which language the site is read
// in, the end text does not depend on it: a reference (VIS-, EST-, GES-), a viewing reference, or a
// name or email the goal gave.
// The date pickers (date_visite on a property page, disponible on the landlords' form) are listed with
// the choices: the goals give dates the way people write them ("Thu 12 Nov", "sam. 14/11", "1er
// décembre") and the picker holds them as ISO dates. Prices in the search filters are selects (choices);
// the alert's maximum budget is typed, so it is expected as the goal writes it.
// "Today" on the site is Tuesday 3 November 2026.
// [site, voice, lang, goal, expect, feasible = true, note]

/** Fields whose value is a choice the site offers (select, radio, checkbox, hidden), not typed text. */
export const choices = [
  'type_bien',
  'prix_min',
  'prix_max',
  'chambres',
  'jardin',
  'bien',
  'date_visite',
  'creneau',
  'consentement',
  'pieces',
  'etat',
  'atouts',
  'projet',
  'civilite',
  'rappel',
  'sujet',
  'meuble',
  'disponible',
  'transaction',
  'frequence',
  'alerte',
  'ref',
  'motif',
  'newsletter',
  'alertes_sms',
];

/** Values a field holds before anyone touches it. */
export const defaults = { message: '', commentaire: '', ville: '', surface: '' };

const signin = (email, mot_de_passe) => ({ path: '/connexion', fields: { email, mot_de_passe } });
const CLAIRE = signin('claire.moreau@mail.test', 'Dumas-2026!');
const JAMES = signin('james.porter@mail.test', 'Loire#Home7');
const viewing = (bien, fields) => ({ path: '/visite', fields: { bien, ...fields, consentement: 'oui' } });
const valuation = (property, owner) => [
  { path: '/estimation', fields: property },
  { path: '/estimation/coordonnees', fields: owner },
  { path: '/estimation/confirmer', fields: {} },
];

export const goals = [
  // ---------------------------------------------------------------- terse
  [
    'estate',
    'terse',
    'en',
    'EN site → Buy → house, 200k–300k, 3+ beds, Saumur, garden ticked → open the Saint-Nicolas town house → request viewing: Ryan Cole, ryan.cole@mail.test, 06 12 77 40 18, Thu 12 Nov afternoon, consent ✓ → expect VIS- ref',
    {
      received: [
        {
          path: '/acheter',
          fields: {
            type_bien: 'maison',
            prix_min: '200000',
            prix_max: '300000',
            chambres: '3',
            ville: 'Saumur',
            jardin: 'oui',
          },
        },
        viewing('V1041', {
          prenom: 'Ryan',
          nom: 'Cole',
          email: 'ryan.cole@mail.test',
          telephone: '06 12 77 40 18',
          date_visite: '2026-11-12',
          creneau: 'apres-midi',
        }),
      ],
      text: 'VIS-',
    },
  ],
  [
    'estate',
    'terse',
    'en',
    'login james.porter@mail.test / Loire#Home7 → My viewings → cancel the Fri 6 Nov one (duplex near the station), reason: found another property → VIS-3051 should show as cancelled',
    {
      received: [
        JAMES,
        {
          path: '/espace/visites/annuler',
          fields: { ref: 'VIS-3051', motif: 'autre-bien', commentaire: '' },
        },
      ],
      text: 'VIS-3051',
    },
  ],
  [
    'estate',
    'terse',
    'fr',
    'Estimation gratuite → appart 3 pièces, 68 m2, 12 rue Beaurepaire 49400 Saumur, bon état. Contact : Mme Léa Fournier, lea.fournier@mail.test, 06 45 10 92 37. Valider le récap → réf EST-',
    {
      received: valuation(
        {
          type_bien: 'appartement',
          adresse: '12 rue Beaurepaire',
          code_postal: '49400',
          ville: 'Saumur',
          surface: '68',
          pieces: '3',
          etat: 'bon',
          atouts: null,
          projet: '',
        },
        {
          civilite: 'mme',
          prenom: 'Léa',
          nom: 'Fournier',
          email: 'lea.fournier@mail.test',
          telephone: '06 45 10 92 37',
          rappel: 'indifferent',
        },
      ),
      text: 'EST-',
    },
  ],
  [
    'estate',
    'terse',
    'en',
    'client area james.porter@mail.test / Loire#Home7 → My documents → upload payslips Aug/Sep/Oct + passport scan for his rental file → expect upload confirmation',
    { received: [] },
    false,
    'Documents cannot be uploaded: the client area only lists documents to read and download, and both the page and the FAQ say to email them to the adviser.',
  ],
  // ---------------------------------------------------------------- chatty
  [
    'estate',
    'chatty',
    'en',
    "Hi! Could you try the free valuation on the English site for my aunt's house? It's a house at 8 chemin des Perrières, 49400 Distré, about 140 m2, 6 rooms, needs some freshening up. It has a garden and a garage. She'd like to sell within the year. Her details: Mrs Margaret Hale, margaret.hale@mail.test, 07 70 21 88 45 — best to call her in the morning. Please go all the way to the summary and confirm, then tell me the EST number 🙏",
    {
      received: valuation(
        {
          type_bien: 'maison',
          adresse: '8 chemin des Perrières',
          code_postal: '49400',
          ville: 'Distré',
          surface: '140',
          pieces: '6',
          etat: 'rafraichir',
          atouts: 'jardin,garage',
          projet: 'vendre-annee',
        },
        {
          civilite: 'mme',
          prenom: 'Margaret',
          nom: 'Hale',
          email: 'margaret.hale@mail.test',
          telephone: '07 70 21 88 45',
          rappel: 'matin',
        },
      ),
      text: 'EST-',
    },
  ],
  [
    'estate',
    'chatty',
    'en',
    "hey, can you check the rental search? looking for a flat to rent in Saumur, max 750 € a month, at least 2 bedrooms. Then open the duplex near the station and ask for a viewing for Sophie Adams, sophie.adams@mail.test, 06 98 31 27 40, Monday 9th, end of the day (after 5). Put 'I have a cat, is that OK?' in the message. Tick the consent box obviously. Should end on a VIS- confirmation",
    {
      received: [
        {
          path: '/louer',
          fields: { type_bien: 'appartement', prix_max: '750', chambres: '2', ville: 'Saumur', jardin: null },
        },
        viewing('L2034', {
          prenom: 'Sophie',
          nom: 'Adams',
          email: 'sophie.adams@mail.test',
          telephone: '06 98 31 27 40',
          date_visite: '2026-11-09',
          creneau: 'fin-de-journee',
          message: 'I have a cat, is that OK?',
        }),
      ],
      text: 'VIS-',
    },
  ],
  [
    'estate',
    'chatty',
    'en',
    'Hi there — Claire Moreau (claire.moreau@mail.test / Dumas-2026!) wants to make an offer on the Saint-Nicolas town house: 235 000 € instead of the 245 000 asking price. Could you log in as her and submit the offer from the property page? Just let me know when you get the offer confirmation, thanks!',
    { received: [] },
    false,
    'Offers cannot be made online: the FAQ says an offer is made in writing and signed at the agency, and the property page only has a viewing request.',
  ],
  [
    'estate',
    'chatty',
    'fr',
    'Coucou ! Tu peux tester les alertes stp ? Connecte-toi avec claire.moreau@mail.test / Dumas-2026!, onglet alertes : supprime l’alerte « Appartement centre » (elle a changé d’avis) puis crée-en une nouvelle « Maison Doué » : achat, maison, Doué-en-Anjou, budget max 230 000, 3 chambres mini, avec jardin, envoi une fois par semaine. Vérifie qu’elle apparaît bien dans la liste 😊',
    {
      received: [
        CLAIRE,
        { path: '/espace/alertes/supprimer', fields: { alerte: 'ALR-12' } },
        {
          path: '/espace/alertes',
          fields: {
            nom_alerte: 'Maison Doué',
            transaction: 'achat',
            type_bien: 'maison',
            ville: 'Doué-en-Anjou',
            budget_max: '230 000',
            chambres: '3',
            jardin: 'oui',
            frequence: 'hebdomadaire',
          },
        },
      ],
      text: 'Maison Doué',
    },
  ],
  // ---------------------------------------------------------------- french
  [
    'estate',
    'french',
    'fr',
    'Se connecter en tant que Claire Moreau (claire.moreau@mail.test / Dumas-2026!), aller dans Mes visites et annuler la visite du samedi 7 novembre (la maison de ville), motif : financement pas accordé, avec le commentaire « La banque a refusé le prêt ». Vérifier que la visite apparaît bien comme annulée.',
    {
      received: [
        CLAIRE,
        {
          path: '/espace/visites/annuler',
          fields: { ref: 'VIS-3042', motif: 'financement', commentaire: 'La banque a refusé le prêt' },
        },
      ],
      text: 'VIS-3042',
    },
  ],
  [
    'estate',
    'french',
    'fr',
    'Formulaire propriétaires bailleurs : demande de gestion pour mon appartement, un T2 meublé de 38 m2 à Saumur, libre à partir du 1er décembre. Coordonnées : Bernard Lucas, bernard.lucas@mail.test, 06 33 71 25 08. Message : « Appartement refait en 2024, le locataire actuel part fin novembre. » Vérifier qu’une référence GES- s’affiche.',
    {
      received: [
        {
          path: '/gestion-locative',
          fields: {
            sujet: 'gestion',
            type_bien: 'appartement',
            ville: 'Saumur',
            surface: '38',
            meuble: 'oui',
            disponible: '2026-12-01',
            nom: 'Bernard Lucas',
            email: 'bernard.lucas@mail.test',
            telephone: '06 33 71 25 08',
            message: 'Appartement refait en 2024, le locataire actuel part fin novembre.',
          },
        },
      ],
      text: 'GES-',
    },
  ],
  [
    'estate',
    'french',
    'fr',
    'Connexion avec james.porter@mail.test / Loire#Home7, onglet Mon profil : nouveau numéro 07 52 18 64 93, nouvelle adresse mail james.porter@webmail.test, et l’abonner à la newsletter (laisser les alertes SMS comme elles sont). Enregistrer puis vérifier que le nouvel e-mail s’affiche.',
    {
      received: [
        JAMES,
        {
          path: '/espace/profil',
          fields: {
            telephone: '07 52 18 64 93',
            email: 'james.porter@webmail.test',
            newsletter: 'oui',
            alertes_sms: 'oui',
          },
        },
      ],
      text: 'james.porter@webmail.test',
    },
  ],
  [
    'estate',
    'french',
    'fr',
    'Réserver une visite virtuelle en visio du T3 en duplex quartier de la gare pour Mme Nadia Benali (nadia.benali@mail.test, 06 14 27 83 50), jeudi 5 novembre à 14h. Vérifier qu’on reçoit bien le lien de la visio.',
    { received: [] },
    false,
    'The agency does no virtual or video viewings (FAQ): viewings take place on site, and the request form has no video option or link.',
  ],
  // ---------------------------------------------------------------- mixed
  [
    'estate',
    'mixed',
    'fr',
    'Check la recherche Louer : maison, loyer entre 800 et 1200 €, 3 chambres et +, avec jardin. Ouvrir le pavillon avec garage (Voir le bien) et booker une visite sam. 14/11 le matin pour Kevin Marchand, kevin.marchand@mail.test, 07 61 09 33 58, cocher le consentement RGPD. Expected : ref VIS-',
    {
      received: [
        {
          path: '/louer',
          fields: { type_bien: 'maison', prix_min: '800', prix_max: '1200', chambres: '3', jardin: 'oui' },
        },
        viewing('L2036', {
          prenom: 'Kevin',
          nom: 'Marchand',
          email: 'kevin.marchand@mail.test',
          telephone: '07 61 09 33 58',
          date_visite: '2026-11-14',
          creneau: 'matin',
        }),
      ],
      text: 'VIS-',
    },
  ],
  [
    'estate',
    'mixed',
    'fr',
    'Flow estimation en 3 steps : maison 5 pièces, 118 m2, 3 impasse des Vignes, 49260 Montreuil-Bellay, état gros travaux, atouts terrasse + cave, projet = succession. Contact : M. Olivier Texier, olivier.texier@mail.test, 06 84 52 19 70, rappel en fin de journée. Go jusqu’au récap, confirm → check la ref EST-',
    {
      received: valuation(
        {
          type_bien: 'maison',
          adresse: '3 impasse des Vignes',
          code_postal: '49260',
          ville: 'Montreuil-Bellay',
          surface: '118',
          pieces: '5',
          etat: 'travaux',
          atouts: 'terrasse,cave',
          projet: 'succession',
        },
        {
          civilite: 'm',
          prenom: 'Olivier',
          nom: 'Texier',
          email: 'olivier.texier@mail.test',
          telephone: '06 84 52 19 70',
          rappel: 'soir',
        },
      ),
      text: 'EST-',
    },
  ],
  [
    'estate',
    'mixed',
    'fr',
    'Login claire.moreau@mail.test / Dumas-2026! → tab Mes alertes → new alerte « Studio invest » : achat, appartement, Saumur, budget max 90000, chambres indifférent, fréquence : dès qu’un bien correspond. Puis check que « Studio invest » est bien dans la liste.',
    {
      received: [
        CLAIRE,
        {
          path: '/espace/alertes',
          fields: {
            nom_alerte: 'Studio invest',
            transaction: 'achat',
            type_bien: 'appartement',
            ville: 'Saumur',
            budget_max: '90000',
            chambres: '',
            jardin: null,
            frequence: 'immediate',
          },
        },
      ],
      text: 'Studio invest',
    },
  ],
  [
    'estate',
    'mixed',
    'en',
    "Go to News, open the DPE 2027 article (Lire la suite), then the Propriétaires bailleurs page → send the form: subject rent guarantee (garantie loyers impayés), maison in Varrains, 95 m2, non meublé, Paul Girard, paul.girard@mail.test, 06 50 47 12 83, message 'Can I get the rent guarantee for a tenant already in place?' → expect GES- ref",
    {
      received: [
        {
          path: '/gestion-locative',
          fields: {
            sujet: 'garantie',
            type_bien: 'maison',
            ville: 'Varrains',
            surface: '95',
            meuble: 'non',
            disponible: '',
            nom: 'Paul Girard',
            email: 'paul.girard@mail.test',
            telephone: '06 50 47 12 83',
            message: 'Can I get the rent guarantee for a tenant already in place?',
          },
        },
      ],
      text: 'GES-',
    },
  ],
  // ---------------------------------------------------------------- prose
  [
    'estate',
    'prose',
    'en',
    'James Porter is moving his family to Saumur and rents through us (login james.porter@mail.test, password Loire#Home7). From his client area he sets up a new alert called Family house, for houses to rent in Saumur with at least 3 bedrooms and a garden, up to 1100 a month, sent to him as soon as a property matches. He no longer needs his old alert for flats, so he deletes it. Afterwards his alert list should show Family house.',
    {
      received: [
        JAMES,
        {
          path: '/espace/alertes',
          fields: {
            nom_alerte: 'Family house',
            transaction: 'location',
            type_bien: 'maison',
            ville: 'Saumur',
            budget_max: '1100',
            chambres: '3',
            jardin: 'oui',
            frequence: 'immediate',
          },
        },
        { path: '/espace/alertes/supprimer', fields: { alerte: 'ALR-21' } },
      ],
      text: 'Family house',
    },
  ],
  [
    'estate',
    'prose',
    'fr',
    'Mme Chantal Rivière possède une maison troglodytique à Varrains et voudrait savoir ce qu’elle vaut, par simple curiosité. La maison fait 95 m2, 4 pièces, elle est en bon état, avec un jardin et une cave ; l’adresse est 17 rue de la Mairie, 49400 Varrains. On peut la joindre au 02 41 52 36 80 ou à chantal.riviere@mail.test, de préférence entre midi et deux. Sa demande d’estimation doit aller jusqu’à la confirmation et afficher une référence EST-.',
    {
      received: valuation(
        {
          type_bien: 'maison',
          adresse: '17 rue de la Mairie',
          code_postal: '49400',
          ville: 'Varrains',
          surface: '95',
          pieces: '4',
          etat: 'bon',
          atouts: 'jardin,cave',
          projet: 'curiosite',
        },
        {
          civilite: 'mme',
          prenom: 'Chantal',
          nom: 'Rivière',
          email: 'chantal.riviere@mail.test',
          telephone: '02 41 52 36 80',
          rappel: 'midi',
        },
      ),
      text: 'EST-',
    },
  ],
  [
    'estate',
    'prose',
    'en',
    'A couple from Angers, Tom and Julia Brennan, saw the renovated farmhouse in Distré among the properties for sale and would like to see it. Julia is the contact: julia.brennan@mail.test, 06 27 90 15 64. They can come on Saturday 7 November in the morning, and the message to the agent should read: We will come with our builder. Please send the viewing request in her name (Julia Brennan) on the English version of the site, agreeing to the use of her details, and make sure a VIS- reference comes back.',
    {
      received: [
        viewing('V1043', {
          prenom: 'Julia',
          nom: 'Brennan',
          email: 'julia.brennan@mail.test',
          telephone: '06 27 90 15 64',
          date_visite: '2026-11-07',
          creneau: 'matin',
          message: 'We will come with our builder.',
        }),
      ],
      text: 'VIS-',
    },
  ],
  [
    'estate',
    'prose',
    'fr',
    'Nicolas Perrot a lu l’article sur le marché saumurois dans les actualités et veut mettre en location le studio meublé qu’il possède près de la gare, à Saumur (22 m2). Il passe par le formulaire des propriétaires bailleurs, objet « mettre mon bien en location », avec son nom Nicolas Perrot, nicolas.perrot@mail.test et 07 45 63 20 11, et le message : « Studio disponible tout de suite, entièrement équipé. » Une référence GES- doit s’afficher.',
    {
      received: [
        {
          path: '/gestion-locative',
          fields: {
            sujet: 'mise-en-location',
            type_bien: 'appartement',
            ville: 'Saumur',
            surface: '22',
            meuble: 'oui',
            nom: 'Nicolas Perrot',
            email: 'nicolas.perrot@mail.test',
            telephone: '07 45 63 20 11',
            message: 'Studio disponible tout de suite, entièrement équipé.',
          },
        },
      ],
      text: 'GES-',
    },
  ],
];
