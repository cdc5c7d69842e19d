// Fresh batch on the library site (Médiathèque des Tilleuls, a municipal media library; French pages
// with an English version behind the header's FR | EN switch; site-library.js). Written before any
// run of the reader, by someone who has not read its code; half "fresh" (read by make-goals.js).
// Where a goal does not say which language the site is read in, the end text does not depend on it:
// a reservation number (RES-50…), a reader number (2940-7…), a due date (dd/mm/yyyy in both
// languages) or an e-mail address the confirmation repeats.
// [site, voice, lang, goal, expect, feasible = true, note]

/** Fields whose value is a choice the site offers (select, radio, checkbox, hidden), not typed text.
 * `naissance` is a date input: the goal says the date in its own words (03/02/2012, 14 July 1985)
 * and the site receives it as yyyy-mm-dd, so it cannot appear verbatim. */
export const choices = [
  'type',
  'site',
  'dispo',
  'doc',
  'memoriser',
  'retrait',
  'pret',
  'resa',
  'avis',
  'lettre',
  'tarif',
  'rattachement',
  'reglement',
  'evt',
  'type_doc',
  'naissance',
];
/** Values a field holds before anyone touches it. */
export const defaults = { places: '1', rattachement: 'tilleuls' };

const login = (carte, pin) => ({ path: '/connexion', fields: { carte, pin } });
const CAMILLE = login('2940-118', '4471');
const PETER = login('2940-305', '8026');
const NADIA = login('2940-562', '1357');
const search = (fields) => ({ path: '/catalogue', fields });
const reserve = (doc) => ({ path: '/reserver', fields: { doc } });
const pickup = (doc, retrait) => ({ path: '/reservation', fields: { doc, retrait } });
const renew = (pret) => ({ path: '/compte/prolonger', fields: { pret } });
const event = (evt, nom, email, places) => ({
  path: '/agenda/inscription',
  fields: { evt, nom, email, places },
});

export const goals = [
  // terse
  [
    'library',
    'terse',
    'en',
    'catalogue search "petit prince", type DVD → reserve the DVD; sign in card 2940-562 / PIN 1357; pickup at Bibliothèque de la Prairie',
    {
      received: [
        search({ q: 'petit prince', type: 'dvd' }),
        reserve('D102'),
        NADIA,
        pickup('D102', 'prairie'),
      ],
      text: 'RES-50',
    },
  ],
  [
    'library',
    'terse',
    'en',
    "sign in (card 2940-118, PIN 4471) > My account > Loans > renew L'Étranger. New due date should be 25/04/2026",
    { received: [CAMILLE, renew('P-5101')], text: '25/04/2026' },
  ],
  [
    'library',
    'terse',
    'fr',
    'agenda : inscription à la rencontre avec l’illustratrice Anne Verdier du 18 avril, 2 places, Julien Morel, julien.morel@mail.test',
    { received: [] },
    false,
    'the meeting with Anne Verdier is full (« Complet »): its card has no sign-up button and its sign-up page has no form',
  ],
  [
    'library',
    'terse',
    'fr',
    'suggestion d’achat : « Veiller sur elle », Jean-Baptiste Andrea, livre, carte lecteur 2940-562, commentaire « Prix Goncourt 2023, souvent demandé à l’accueil »',
    {
      received: [
        {
          path: '/suggestion',
          fields: {
            titre: 'Veiller sur elle',
            auteur: 'Jean-Baptiste Andrea',
            type_doc: 'livre',
            carte: '2940-562',
            commentaire: 'Prix Goncourt 2023, souvent demandé à l’accueil',
          },
        },
      ],
      text: 'Merci pour votre suggestion',
    },
  ],
  // chatty
  [
    'library',
    'chatty',
    'en',
    'Hey! Could you check the membership sign-up works in English? Switch the site to English and join as an adult: Emma Clarke, born 14 July 1985, living at 8 allée des Tilleuls, 69100 Villeurbanne, email emma.clarke@mail.test, phone 06 52 48 19 77. She accepts the library rules but doesn’t want the newsletter. At the end the page should say the registration was received.',
    {
      received: [
        {
          path: '/inscription',
          fields: {
            tarif: 'adulte',
            prenom: 'Emma',
            nom: 'Clarke',
            naissance: '1985-07-14',
            adresse: '8 allée des Tilleuls',
            cp: '69100',
            ville: 'Villeurbanne',
            email: 'emma.clarke@mail.test',
            telephone: '06 52 48 19 77',
            reglement: 'accepte',
            lettre: null,
          },
        },
      ],
      text: 'Registration received',
    },
  ],
  [
    'library',
    'chatty',
    'en',
    'Hi, quick one: Camille Roux (card 2940-118, PIN 4471) has a €1.50 late fee showing on her account. Can you sign in as her and pay it online with the test card 4242 4242 4242 4242, expiry 08/28, CVC 123, so that her account shows nothing owed? Thanks!',
    { received: [] },
    false,
    'there is no online payment: the account shows the late fee « à régler à l’accueil » (to be paid at the front desk) and the opening hours page says fines are paid at the desk',
  ],
  [
    'library',
    'chatty',
    'fr',
    'Bonjour ! Une lectrice nous dit qu’elle n’arrive pas à recevoir ses avis par SMS. Pourriez-vous vous connecter avec sa carte (2940-562, code 1357), aller dans Mon compte, onglet Préférences, choisir les avis par SMS avec le portable 06 74 12 58 90, cocher la lettre d’information, puis enregistrer ? Normalement un message confirme que c’est enregistré.',
    {
      received: [
        NADIA,
        { path: '/compte/preferences', fields: { avis: 'sms', telephone: '06 74 12 58 90', lettre: 'oui' } },
      ],
      text: 'Vos préférences ont été enregistrées',
    },
  ],
  [
    'library',
    'chatty',
    'fr',
    'Salut, tu peux tester l’inscription à un atelier ? Inscris Martine Leroy (martine.leroy@mail.test) à l’atelier numérique sur la tablette du 14 avril, pour 2 places. À la fin on doit voir la confirmation avec un numéro d’inscription.',
    {
      received: [event('numerique-0414', 'Martine Leroy', 'martine.leroy@mail.test', '2')],
      text: 'Inscription confirmée',
    },
  ],
  // prose
  [
    'library',
    'prose',
    'en',
    'Peter Walsh reads the library’s site in English. He signs in with his card number 2940-305 and PIN 8026, opens his reservations and cancels the one for La Vérité sur l’affaire Harry Quebert, because a friend has lent him the book. The page then confirms that the reservation is cancelled.',
    { received: [PETER, { path: '/compte/annuler', fields: { resa: 'RES-4415' } }], text: 'cancelled' },
  ],
  [
    'library',
    'prose',
    'en',
    'Léo Garnier is a student, born 2004-09-30, and joins the library at the reduced rate. He lives at 3 rue des Écoles, 69003 Lyon, his email is leo.garnier@mail.test, and he wants his card attached to the Bibliothèque de la Gare rather than the main library. He accepts the rules and asks for the monthly newsletter.',
    {
      received: [
        {
          path: '/inscription',
          fields: {
            tarif: 'reduit',
            prenom: 'Léo',
            nom: 'Garnier',
            naissance: '2004-09-30',
            adresse: '3 rue des Écoles',
            cp: '69003',
            ville: 'Lyon',
            email: 'leo.garnier@mail.test',
            rattachement: 'gare',
            reglement: 'accepte',
            lettre: 'oui',
          },
        },
      ],
      text: '2940-7',
    },
  ],
  [
    'library',
    'prose',
    'fr',
    'Camille Roux voudrait lire « L’Arabe du futur » de Riad Sattouf. Elle cherche la BD dans le catalogue en ne gardant que les documents disponibles, la réserve avec sa carte 2940-118 (code PIN 4471) et choisit de la retirer à la Bibliothèque de la Prairie.',
    {
      received: [search({ dispo: '1' }), reserve('D106'), CAMILLE, pickup('D106', 'prairie')],
      text: 'RES-50',
    },
  ],
  [
    'library',
    'prose',
    'fr',
    'Le samedi 11 avril, Sophie Martin emmène ses deux enfants à l’heure du conte de la Bibliothèque de la Prairie. Elle les inscrit depuis l’agenda du site, à son nom, Sophie Martin, avec son e-mail sophie.martin@mail.test, pour 3 places en tout.',
    {
      received: [event('conte-0411', 'Sophie Martin', 'sophie.martin@mail.test', '3')],
      text: 'Inscription confirmée',
    },
  ],
  // steps
  [
    'library',
    'steps',
    'en',
    '1. Open the home page. 2. Switch the site to EN. 3. Open the news item about the Easter weekend opening hours (Read more). 4. Check that the page says the libraries are closed on Monday 6 April.',
    { received: [], text: 'closed on Monday 6 April' },
  ],
  [
    'library',
    'steps',
    'en',
    '1) Go to the catalogue. 2) Search the keywords harry potter, type Book, branch Médiathèque des Tilleuls, and tick available only. 3) Open the record of the French edition. 4) Verify that the call number J ROW is shown.',
    { received: [search({ q: 'harry potter', type: 'livre', site: 'tilleuls', dispo: '1' })], text: 'J ROW' },
  ],
  [
    'library',
    'steps',
    'fr',
    '1. Se connecter (carte 2940-305, code 8026). 2. Aller dans Mon compte, onglet Prêts. 3. Prolonger « Random Access Memories ». 4. Vérifier que la nouvelle date de retour est le 27/04/2026.',
    { received: [PETER, renew('P-5202')], text: '27/04/2026' },
  ],
  [
    'library',
    'steps',
    'fr',
    'Ouvrir « Suggérer un achat » ; saisir le titre « Anatomie d’une chute », la réalisatrice Justine Triet, type DVD, année 2023, carte de lecteur 2940-118 et le commentaire « Palme d’or 2023, plusieurs lecteurs l’ont demandé » ; envoyer ; vérifier que « Merci pour votre suggestion » s’affiche.',
    {
      received: [
        {
          path: '/suggestion',
          fields: {
            titre: 'Anatomie d’une chute',
            auteur: 'Justine Triet',
            type_doc: 'dvd',
            annee: '2023',
            carte: '2940-118',
            commentaire: 'Palme d’or 2023, plusieurs lecteurs l’ont demandé',
          },
        },
      ],
      text: 'Merci pour votre suggestion',
    },
  ],
  // mixed
  [
    'library',
    'mixed',
    'en',
    'log in avec la carte 2940-305 / PIN 8026, then in Mon compte > Préférences switch notifications from SMS to e-mail, set the email to p.walsh@mail.test, untick the newsletter and Enregistrer',
    {
      received: [
        PETER,
        { path: '/compte/preferences', fields: { avis: 'email', email: 'p.walsh@mail.test', lettre: null } },
      ],
      text: 'p.walsh@mail.test',
    },
  ],
  [
    'library',
    'mixed',
    'en',
    'search "petit prince" in the catalogue, then Réserver for Le Petit Prince by Saint-Exupéry (le livre, not the DVD nor the BD), se connecter with card 2940-118 / PIN 4471, retrait à la Médiathèque des Tilleuls, and check that a RES- number is shown',
    {
      received: [search({ q: 'petit prince' }), reserve('D101'), CAMILLE, pickup('D101', 'tilleuls')],
      text: 'RES-50',
    },
  ],
  [
    'library',
    'mixed',
    'fr',
    'Inscription adhérent, tarif moins de 18 ans : Inès Haddad, née le 03/02/2012, 27 avenue Jean Jaurès, 69007 Lyon, email ines.haddad@mail.test, tél 07 61 35 79 24, rattachement Bibliothèque de la Gare, accept the rules, no newsletter, then check the reader number starts with 2940-',
    {
      received: [
        {
          path: '/inscription',
          fields: {
            tarif: 'jeune',
            prenom: 'Inès',
            nom: 'Haddad',
            naissance: '2012-02-03',
            adresse: '27 avenue Jean Jaurès',
            cp: '69007',
            ville: 'Lyon',
            email: 'ines.haddad@mail.test',
            telephone: '07 61 35 79 24',
            rattachement: 'gare',
            reglement: 'accepte',
            lettre: null,
          },
        },
      ],
      text: '2940-7',
    },
  ],
  [
    'library',
    'mixed',
    'fr',
    'Agenda → sign up for l’après-midi jeux de société du 25 avril : Thomas Petit, thomas.petit@mail.test, 4 places, confirm, puis vérifier « Inscription confirmée »',
    {
      received: [event('jeux-0425', 'Thomas Petit', 'thomas.petit@mail.test', '4')],
      text: 'Inscription confirmée',
    },
  ],
];
