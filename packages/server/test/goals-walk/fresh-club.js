// Fresh batch on the club site (Club Omnisports des Tilleuls / Tilleuls Sports Club, the municipal
// multi-sport club of Villeneuve-les-Tilleuls; French pages with an English version behind the
// "Langue / Language" select in the header; site-club.js). Written after the site and before any run
// of the reader, by someone who has not read its code; half "fresh" (read by make-goals.js). Where a
// goal does not say which language the site is read in, the end text does not depend on it: a
// reference (RSV-, TEN-, ADH-, ESS-, CT-, OBJ-, SUS-) or a name or email the goal gave.
// The date pickers (jour on the tennis page, naissance, date_perte, date_debut) are listed with the
// choices: the goals give dates the way people write them ("Fri 16 Oct", "née le 14/02/2004") and the
// picker holds them as ISO dates.
// "Today" on the site is Sunday 11 October 2026; the timetable is the week of 12 to 18 October 2026.
// [site, voice, lang, goal, expect, feasible = true, note]

/** Fields whose value is a choice the site offers (select, radio, checkbox, hidden), not typed text. */
export const choices = [
  'lang',
  'retour',
  'activite',
  'jour',
  'seance',
  'rappel_sms',
  'premiere_fois',
  'court',
  'creneau',
  'raquettes',
  'formule',
  'debut',
  'civilite',
  'naissance',
  'certificat',
  'paiement',
  'reglement',
  'jour_essai',
  'activites',
  'source',
  'sujet',
  'type_objet',
  'date_perte',
  'souvenir',
  'ref',
  'motif',
  'motif_suspension',
  'semaines',
  'date_debut',
  'urgence_lien',
];

/** Values a field holds before anyone touches it. */
export const defaults = { debut: 'asap', iban: '', titulaire: '', tel: '', num_adherent: '', precision: '' };

const signin = (identifiant, mdp) => ({ path: '/connexion', fields: { identifiant, mdp } });
const CAMILLE = signin('camille.roux@mail.test', 'Tilleuls-2026');
const PAUL = signin('paul.henry@mail.test', 'Crawl!75');
const SARAH = signin('sarah.mitchell@mail.test', 'Smash-Point9');
const book = (seance, extra = {}) => ({ path: '/planning/reserver', fields: { seance, ...extra } });
const cancel = (ref, motif) => [
  { path: '/espace/annuler', fields: { ref, motif } },
  { path: '/espace/annuler/confirmer', fields: { ref } },
];

export const goals = [
  // ---------------------------------------------------------------- terse
  [
    'club',
    'terse',
    'en',
    'EN site → class timetable → Book on the Tuesday 7pm Pilates row → book as non-member: Nina Okafor, nina.okafor@mail.test, 07 44 19 82 30 → expect RSV- ref',
    {
      received: [
        book('mar-1900-pilates', {
          prenom: 'Nina',
          nom: 'Okafor',
          email: 'nina.okafor@mail.test',
          tel: '07 44 19 82 30',
        }),
      ],
      text: 'RSV-',
    },
  ],
  [
    'club',
    'terse',
    'en',
    'tennis court hire: Centre court (indoor), Fri 16 Oct, 20:00–21:00. Player Mark Whitfield / mark.whitfield@mail.test, partner Jonas Berg, + racket hire. Check TEN- ref shown',
    {
      received: [
        {
          path: '/tennis',
          fields: {
            court: 'central',
            jour: '2026-10-16',
            creneau: '20:00',
            joueur: 'Mark Whitfield',
            email: 'mark.whitfield@mail.test',
            partenaire: 'Jonas Berg',
            raquettes: 'oui',
          },
        },
      ],
      text: 'TEN-',
    },
  ],
  [
    'club',
    'terse',
    'en',
    'login paul.henry@mail.test / Crawl!75 → My membership → freeze 4 weeks from Mon 2 Nov, reason: injury, comment "knee surgery on 30 Oct" → SUS- ref in the confirmation',
    {
      received: [
        PAUL,
        {
          path: '/espace/abonnement/suspendre',
          fields: {
            motif_suspension: 'blessure',
            semaines: '4',
            date_debut: '2026-11-02',
            commentaire: 'knee surgery on 30 Oct',
          },
        },
      ],
      text: 'SUS-',
    },
  ],
  [
    'club',
    'terse',
    'fr',
    'Journée d’essai → Hugo Perrin, hugo.perrin@mail.test, 06 27 84 11 59, sam. 24/10, activités : piscine + escalade + tennis, connu via réseaux sociaux. Attendu : réf ESS-',
    {
      received: [
        {
          path: '/essai',
          fields: {
            prenom: 'Hugo',
            nom: 'Perrin',
            courriel: 'hugo.perrin@mail.test',
            tel: '06 27 84 11 59',
            jour_essai: '2026-10-24',
            activites: 'piscine,escalade,tennis',
            source: 'reseaux',
          },
        },
      ],
      text: 'ESS-',
    },
  ],
  // ---------------------------------------------------------------- chatty
  [
    'club',
    'chatty',
    'en',
    'Hi! Could you check that a member can book a class straight from the timetable? Sign in as camille.roux@mail.test (pw Tilleuls-2026), open the class timetable and hit Book on the Thursday Body Pump row (the 6:30pm one with Karim). She wants the text reminder too. Tell me if you get a booking reference at the end, thanks!',
    {
      received: [CAMILLE, book('jeu-1830-bodypump', { rappel_sms: 'oui' })],
      text: 'RSV-',
    },
  ],
  [
    'club',
    'chatty',
    'en',
    'hey, quick one – can you test booking a squash court for Saturday morning for me and my colleague Tom Reyes? 10am if possible. just need to know the booking goes through and we get a confirmation',
    { received: [] },
    false,
    'The club has no squash court (the FAQ says so): only the four tennis courts can be hired.',
  ],
  [
    'club',
    'chatty',
    'en',
    'Could you log a lost item report for one of our members? Priya Nair (priya.nair@mail.test, 07 12 90 44 81) lost her watch on Wednesday 7 October, somewhere in the women\'s changing rooms by the pool. Description she gave me: "Garmin Forerunner 55, black strap, engraved P.N. on the back". Please make sure it goes through and send me the OBJ number 🙏',
    {
      received: [
        {
          path: '/objets-trouves',
          fields: {
            type_objet: 'bijou',
            lieu: "women's changing rooms by the pool",
            date_perte: '2026-10-07',
            description: 'Garmin Forerunner 55, black strap, engraved P.N. on the back',
            declarant: 'Priya Nair',
            email: 'priya.nair@mail.test',
            telephone: '07 12 90 44 81',
          },
        },
      ],
      text: 'OBJ-',
    },
  ],
  [
    'club',
    'chatty',
    'en',
    'Hey, can you run a full membership sign-up on the English site? Pass Aquatique, starting 1 December. He is Mr Daniel Foster, born 3 March 1979, daniel.foster@mail.test, mobile 06 58 21 37 90, lives at 14 rue des Vignes, 37300 Villeneuve-les-Tilleuls. No medical certificate. Monthly direct debit, IBAN FR76 1027 8037 0000 0204 5671 142. Accept the club rules and let me know what reference you get (should start with ADH-).',
    {
      received: [
        { path: '/adhesion', fields: { formule: 'aquatique', debut: '2026-12-01' } },
        {
          path: '/adhesion/coordonnees',
          fields: {
            civilite: 'm',
            prenom: 'Daniel',
            nom: 'Foster',
            naissance: '1979-03-03',
            email: 'daniel.foster@mail.test',
            telephone: '06 58 21 37 90',
            adresse: '14 rue des Vignes',
            cp: '37300',
            ville: 'Villeneuve-les-Tilleuls',
            certificat: 'non',
          },
        },
        {
          path: '/adhesion/paiement',
          fields: { paiement: 'mensuel', iban: 'FR76 1027 8037 0000 0204 5671 142', reglement: 'oui' },
        },
      ],
      text: 'ADH-',
    },
  ],
  // ---------------------------------------------------------------- french
  [
    'club',
    'french',
    'fr',
    'Se connecter avec le compte de Camille (camille.roux@mail.test / Tilleuls-2026), aller dans Mes réservations et annuler son aquabike de jeudi 18h, motif « contrainte professionnelle ». Confirmer l’annulation, puis vérifier que la réservation a bien disparu de la liste.',
    { received: [CAMILLE, ...cancel('RSV-50234', 'travail')] },
  ],
  [
    'club',
    'french',
    'fr',
    'Je voudrais que tu testes la résiliation en ligne : connecte-toi en tant que paul.henry@mail.test (mdp Crawl!75), va dans Mon abonnement et résilie son Pass Aquatique à la fin du mois, motif déménagement. On doit voir le message de confirmation de résiliation.',
    { received: [] },
    false,
    'The membership cannot be cancelled online: the site says it is done by registered letter only, and Mon abonnement only offers a freeze.',
  ],
  [
    'club',
    'french',
    'fr',
    "Envoyer un message depuis le formulaire de contact, objet « Facturation et prélèvements ». Expéditrice : Sophie Lambert, sophie.lambert@mail.test, adhérente n° A-10377. Message : « Bonjour, j'ai été prélevée deux fois de 49 € le 5 octobre. Pouvez-vous me rembourser le second prélèvement ? Merci. » Vérifier qu’une référence CT- s’affiche.",
    {
      received: [
        {
          path: '/contact',
          fields: {
            sujet: 'facturation',
            nom_complet: 'Sophie Lambert',
            email: 'sophie.lambert@mail.test',
            num_adherent: 'A-10377',
            message:
              "Bonjour, j'ai été prélevée deux fois de 49 € le 5 octobre. Pouvez-vous me rembourser le second prélèvement ? Merci.",
          },
        },
      ],
      text: 'CT-',
    },
  ],
  [
    'club',
    'french',
    'fr',
    'Sarah Mitchell a déménagé. Connecte-toi avec ses identifiants (sarah.mitchell@mail.test / Smash-Point9) et mets à jour Mes infos : portable 07 69 30 14 52, adresse 9 place Plumereau, 37000 Tours. Personne à prévenir en cas d’urgence : Chloé Garnier, 06 33 18 72 05, c’est une amie. Enregistrer et vérifier le message de confirmation.',
    {
      received: [
        SARAH,
        {
          path: '/espace/infos',
          fields: {
            telephone: '07 69 30 14 52',
            adresse: '9 place Plumereau',
            code_postal: '37000',
            ville: 'Tours',
            urgence_nom: 'Chloé Garnier',
            urgence_tel: '06 33 18 72 05',
            urgence_lien: 'ami',
          },
        },
      ],
      text: 'Chloé Garnier',
    },
  ],
  // ---------------------------------------------------------------- mixed
  [
    'club',
    'mixed',
    'fr',
    'Check le booking d’un cours en guest : planning → filtre sur les activités aquatiques → row Aquagym samedi 9h → Réserver sans compte. Nom : Léna Marchal, lena.marchal@mail.test, 06 81 45 27 93, c’est son first cours donc cocher la case. On doit avoir une ref RSV- à la fin.',
    {
      received: [
        { path: '/planning', fields: { activite: 'aquatique' } },
        book('sam-0900-aquagym', {
          prenom: 'Léna',
          nom: 'Marchal',
          email: 'lena.marchal@mail.test',
          tel: '06 81 45 27 93',
          premiere_fois: 'oui',
        }),
      ],
      text: 'RSV-',
    },
  ],
  [
    'club',
    'mixed',
    'fr',
    'Test du flow d’adhésion en 3 steps : formule Pass Jeunes -26 ans, start dès que possible. Perso : Mme Inès Boucher, née le 14/02/2004, ines.boucher@mail.test, 07 52 63 19 08, 3 rue Jules-Ferry, 37300 Villeneuve-les-Tilleuls, certificat médical : oui. Payment annuel (donc pas d’IBAN). Accepter le règlement → check que le numéro ADH- s’affiche.',
    {
      received: [
        { path: '/adhesion', fields: { formule: 'jeunes', debut: 'asap' } },
        {
          path: '/adhesion/coordonnees',
          fields: {
            civilite: 'mme',
            prenom: 'Inès',
            nom: 'Boucher',
            naissance: '2004-02-14',
            email: 'ines.boucher@mail.test',
            telephone: '07 52 63 19 08',
            adresse: '3 rue Jules-Ferry',
            cp: '37300',
            ville: 'Villeneuve-les-Tilleuls',
            certificat: 'oui',
          },
        },
        { path: '/adhesion/paiement', fields: { paiement: 'annuel', iban: '', reglement: 'oui' } },
      ],
      text: 'ADH-',
    },
  ],
  [
    'club',
    'mixed',
    'fr',
    'Booker un court de tennis : court Yannick-Noah (terre battue), mardi 20 octobre, slot 18h-19h, joueur Antoine Mercier (antoine.mercier@mail.test), partenaire Julie Mercier, no racket hire. Expected : page de confirmation avec une ref TEN-.',
    {
      received: [
        {
          path: '/tennis',
          fields: {
            court: 'noah',
            jour: '2026-10-20',
            creneau: '18:00',
            joueur: 'Antoine Mercier',
            email: 'antoine.mercier@mail.test',
            partenaire: 'Julie Mercier',
            raquettes: null,
          },
        },
      ],
      text: 'TEN-',
    },
  ],
  [
    'club',
    'mixed',
    'fr',
    'Aller sur les news, ouvrir l’article sur l’Open de tennis (Lire la suite), puis s’inscrire à la newsletter en bas de page avec marc.duval@mail.test. Check le message de confirmation avec l’email.',
    {
      received: [{ path: '/newsletter', fields: { email_newsletter: 'marc.duval@mail.test' } }],
      text: 'marc.duval@mail.test',
    },
  ],
  // ---------------------------------------------------------------- prose
  [
    'club',
    'prose',
    'en',
    'Sarah Mitchell is one of our English-speaking members (login sarah.mitchell@mail.test, password Smash-Point9). She has caught the flu and will miss her Friday lunchtime vinyasa yoga class. She should be able to cancel it herself from her bookings in the member area, giving illness as the reason and confirming, after which the class should no longer be in her list.',
    { received: [SARAH, ...cancel('RSV-50242', 'sante')] },
  ],
  [
    'club',
    'prose',
    'en',
    'A woman phoned reception because she would like to try the club before paying. Her name is Grace Holloway, her email is grace.holloway@mail.test and she did not want to give a phone number. She is free on Wednesday 21 October and would like to try the gym, a group class and the climbing wall. She heard about us in the town magazine. Please send the free trial day request for her on the English version of the site and make sure it ends with an ESS- reference.',
    {
      received: [
        {
          path: '/essai',
          fields: {
            prenom: 'Grace',
            nom: 'Holloway',
            courriel: 'grace.holloway@mail.test',
            tel: '',
            jour_essai: '2026-10-21',
            activites: 'musculation,escalade,cours',
            source: 'magazine',
          },
        },
      ],
      text: 'ESS-',
    },
  ],
  [
    'club',
    'prose',
    'en',
    'Paul Henry (paul.henry@mail.test / Crawl!75) has the Pass Aquatique, which covers the water classes. Starting from the class timetable, he books the Friday evening aqua cycling session at 7pm with Lucas Morin, without the text reminder, and gets a booking reference.',
    { received: [PAUL, book('ven-1900-aquabike', { rappel_sms: null })], text: 'RSV-' },
  ],
  [
    'club',
    'prose',
    'fr',
    'Camille Roux (camille.roux@mail.test, mot de passe Tilleuls-2026) attend un bébé et veut mettre son abonnement en pause. Depuis son espace adhérent, elle demande une suspension de 12 semaines à partir du 1er décembre pour grossesse, sans commentaire particulier. La page doit ensuite afficher la référence de la suspension (SUS-).',
    {
      received: [
        CAMILLE,
        {
          path: '/espace/abonnement/suspendre',
          fields: {
            motif_suspension: 'grossesse',
            semaines: '12',
            date_debut: '2026-12-01',
            commentaire: '',
          },
        },
      ],
      text: 'SUS-',
    },
  ],
];
