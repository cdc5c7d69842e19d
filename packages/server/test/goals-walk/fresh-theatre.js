// Fresh batch on the theatre site (Théâtre de la Halle, the municipal theatre of Saint-Aubin-sur-Saône;
// French pages with an English version behind the header's FR | EN switch; site-theatre.js). Written
// before any run of the reader, by someone who has not read its code; half "fresh" (read by
// make-goals.js). Where a goal does not say which language the site is read in, the end text does not
// depend on it: a reference (RES-, ABO-, CAD-, GRP-, MSG-), an address or an email the goal gave.
// "Today" on the site is Tuesday 15 September 2026.
// [site, voice, lang, goal, expect, feasible = true, note]

/** Fields whose value is a choice the site offers (select, radio, checkbox, hidden), not typed text. */
export const choices = [
  'performance',
  'category',
  'audio_description',
  'title',
  'terms',
  'formula',
  'shows',
  'instalments',
  'amount',
  'delivery',
  'level',
  'show',
  'session',
  'subject',
  'interests',
  'remember',
  'ref',
  'reason',
  'prefs',
  'wheelchair',
  'date_misanthrope',
  'date_cyrano',
  'date_flute',
  'date_bolero',
  'date_scapin',
  'date_art',
  'date_quatuor',
  'date_vertiges',
];

/** Values a field holds before anyone touches it. */
export const defaults = { seats_full: '1', seats_reduced: '0', adults: '1' };

const signin = (email, password) => ({ path: '/connexion', fields: { email, password } });
const BRUNO = signin('bruno.lefort@mail.test', 'Cour-Jardin-26');
const HELENE = signin('helene.garnier@mail.test', 'Rideau-Rouge7');
const EMILY = signin('emily.clarke@mail.test', 'Encore!2026');
const seats = (show, fields) => ({ path: `/reserver/${show}`, fields });
const buyer = (fields) => ({ path: '/reserver/coordonnees', fields: { ...fields, terms: 'yes' } });
const exchange = (ref, performance, reason, extra = {}) => ({
  path: '/mon-espace/echanger',
  fields: { ref, performance, reason, ...extra },
});

export const goals = [
  // ---------------------------------------------------------------- terse
  [
    'theatre',
    'terse',
    'en',
    'EN site → book "Art", Fri Jan 22 8:30pm, Category 2, 2 full price + 1 reduced (student, 19). Buyer: Mr Tom Weller, tom.weller@mail.test, +33 6 42 18 90 57, postcode 71100. Accept T&Cs → pay → expect RES- ref',
    {
      received: [
        seats('art', {
          performance: '2027-01-22T20:30',
          category: 'cat2',
          seats_full: '2',
          seats_reduced: '1',
        }),
        buyer({
          title: 'm',
          first_name: 'Tom',
          last_name: 'Weller',
          email: 'tom.weller@mail.test',
          phone: '+33 6 42 18 90 57',
          postcode: '71100',
        }),
      ],
      text: 'RES-',
    },
  ],
  [
    'theatre',
    'terse',
    'fr',
    'Résa Cyrano de Bergerac ven. 16/10 20h — Carré or, 2 pl. plein tarif, rang C places 7 et 8 sur le plan de salle (côté allée). M. Karim Haddad, karim.haddad@mail.test, 06 77 41 20 13, CP 71100, CGV ok → réf RES-',
    { received: [] },
    false,
    'the site has no seat map: seats are allocated automatically in the chosen category ("Placement automatique"), so row C seats 7 and 8 cannot be chosen',
  ],
  [
    'theatre',
    'terse',
    'en',
    'EN site. login bruno.lefort@mail.test / Cour-Jardin-26 → My tickets → exchange RES-40256 (Misanthrope, Sat 3 Oct) for Fri Oct 2nd 8:30pm, reason = booked the wrong date → confirm → "Exchange confirmed" msg',
    {
      received: [BRUNO, exchange('RES-40256', '2026-10-02T20:30', 'erreur')],
      text: 'Exchange confirmed',
    },
  ],
  [
    'theatre',
    'terse',
    'fr',
    'Chèque cadeau 80 € pour Margaux Perrin, envoi par mail à margaux.perrin@mail.test, message : « Joyeux anniversaire ! Une soirée au théâtre rien que pour toi. » Acheteur : Julien Perrin / julien.perrin@mail.test → payer → n° CAD-',
    {
      received: [
        {
          path: '/cheques-cadeaux',
          fields: {
            amount: '80',
            recipient_name: 'Margaux Perrin',
            message: 'Joyeux anniversaire ! Une soirée au théâtre rien que pour toi.',
            delivery: 'email',
            recipient_email: 'margaux.perrin@mail.test',
            first_name: 'Julien',
            last_name: 'Perrin',
            email: 'julien.perrin@mail.test',
          },
        },
      ],
      text: 'CAD-',
    },
  ],
  // ---------------------------------------------------------------- chatty
  [
    'theatre',
    'chatty',
    'en',
    'Hi there! My daughter has just started her master’s in Dijon but she’s home every other weekend and keeps saying she wants to see more theatre, so I’m treating her to a season subscription at the Théâtre de la Halle. We went through the programme together last night: she wants the 3-show formula with Cyrano de Bergerac, Art and Vertiges (she’s been obsessed with circus since she was little). The subscriber details are hers, not mine: Ms Chloé Marchand, born 09/06/2003, chloe.marchand@mail.test, 07 68 21 45 90, 27 rue du Pont, 71240 Saint-Aubin-sur-Saône. I’d rather pay in 3 instalments if that’s possible, and yes, accept the terms. She’s 23, so the under-26 half price should apply by itself. Could you send me the ABO number once it’s done? Thanks so much!',
    {
      received: [
        {
          path: '/abonnement',
          fields: {
            formula: '3',
            shows: 'cyrano,art,vertiges',
            title: 'mme',
            first_name: 'Chloé',
            last_name: 'Marchand',
            birth_date: '09/06/2003',
            email: 'chloe.marchand@mail.test',
            phone: '07 68 21 45 90',
            address: '27 rue du Pont',
            postcode: '71240',
            city: 'Saint-Aubin-sur-Saône',
            instalments: '3',
            terms: 'yes',
          },
        },
      ],
      text: 'ABO-',
    },
  ],
  [
    'theatre',
    'chatty',
    'fr',
    'Bonjour ! Je suis prof de français au Collège Jean-Moulin, à Tournus, et coup de chance, on étudie justement Les Fourberies de Scapin avec mes deux classes de 5e. J’aimerais beaucoup les emmener voir la pièce au Théâtre de la Halle. Est-ce que tu pourrais remplir la demande de réservation de groupe pour moi ? Ça ferait 52 élèves et 4 accompagnateurs. Idéalement une séance scolaire en journée, parce que le car ne peut pas rentrer trop tard. Mes coordonnées : Sandrine Aubert, sandrine.aubert@ac-dijon.test, 03 85 51 07 64. Dans le message, tu peux mettre : « Nous étudions la pièce en classe ; une rencontre avec les comédiens après la séance serait formidable. » Tu m’envoies le numéro GRP quand c’est fait ? Merci mille fois, tu me sauves !',
    {
      received: [
        {
          path: '/groupes',
          fields: {
            school: 'Collège Jean-Moulin',
            town: 'Tournus',
            level: 'college',
            pupils: '52',
            adults: '4',
            show: 'scapin',
            session: 'scolaire',
            contact_name: 'Sandrine Aubert',
            email: 'sandrine.aubert@ac-dijon.test',
            phone: '03 85 51 07 64',
            message:
              'Nous étudions la pièce en classe ; une rencontre avec les comédiens après la séance serait formidable.',
          },
        },
      ],
      text: 'GRP-',
    },
  ],
  [
    'theatre',
    'chatty',
    'en',
    'Morning! I’m getting my Christmas shopping done early for once. My parents-in-law live near Mâcon, love the theatre and refuse to use email, so I’d like to send them a paper gift voucher from the Théâtre de la Halle. Could you order one for 70 € (it’s not one of the preset amounts, you’ll have to type it) for Jacqueline et Henri Bouvier, written exactly like that, and have it sent by post to 14 chemin des Vignes, 71000 Mâcon? For the message, put: "Merry Christmas! Pick any show you like, dinner is on us too." The buyer is me, Oliver Grant, oliver.grant@mail.test. Oh, and while you’re on the site, sign me up to their newsletter with the same email address, just for dance and circus please. Cheers!',
    {
      received: [
        {
          path: '/cheques-cadeaux',
          fields: {
            amount: 'other',
            other_amount: '70',
            recipient_name: 'Jacqueline et Henri Bouvier',
            message: 'Merry Christmas! Pick any show you like, dinner is on us too.',
            delivery: 'post',
            address: '14 chemin des Vignes',
            postcode: '71000',
            city: 'Mâcon',
            first_name: 'Oliver',
            last_name: 'Grant',
            email: 'oliver.grant@mail.test',
          },
        },
        { path: '/newsletter', fields: { email: 'oliver.grant@mail.test', interests: 'danse,cirque' } },
      ],
      text: 'oliver.grant@mail.test',
    },
  ],
  [
    'theatre',
    'chatty',
    'en',
    'Hello! Emily here. My French is fine for plays but I always get lost on websites, so could you please use the English version of the theatre’s site for this? Log into my account (emily.clarke@mail.test, password Encore!2026). In my subscription I still haven’t picked dates for Art and for the string quartet: put me down for Art on Thursday 21 January and the quartet on its only date, Sunday 7 February. Leave Boléro on 3 December as it is. Then on my details page, I’d like the season brochure by post as well as the text-message reminders I already get, and please tick that I need a wheelchair-accessible seat (I broke my ankle skiing and I’ll be in a chair until spring, sadly). Save, and tell me if it says my details were updated. Thank you!',
    {
      received: [
        EMILY,
        {
          path: '/mon-espace/abonnement',
          fields: {
            date_bolero: '2026-12-03T20:30',
            date_art: '2027-01-21T20:30',
            date_quatuor: '2027-02-07T17:00',
          },
        },
        { path: '/mon-espace/coordonnees', fields: { prefs: 'sms,brochure', wheelchair: 'yes' } },
      ],
      text: 'Your details have been updated',
    },
  ],
  // ---------------------------------------------------------------- french
  [
    'theatre',
    'french',
    'fr',
    'Réserver deux places pour Le Misanthrope à la représentation audiodécrite du dimanche 4 octobre à 16 h, en catégorie 1 : une place plein tarif pour Mme Odile Renaud et une place au tarif réduit pour son petit-fils de 19 ans. Demander le casque d’audiodescription. Acheteuse : Madame Odile Renaud, odile.renaud@mail.test, 03 85 32 18 46, code postal 71240. Accepter les conditions générales de vente, payer et vérifier qu’une référence RES- s’affiche.',
    {
      received: [
        seats('misanthrope', {
          performance: '2026-10-04T16:00',
          category: 'cat1',
          seats_full: '1',
          seats_reduced: '1',
          audio_description: 'yes',
        }),
        buyer({
          title: 'mme',
          first_name: 'Odile',
          last_name: 'Renaud',
          email: 'odile.renaud@mail.test',
          phone: '03 85 32 18 46',
          postcode: '71240',
        }),
      ],
      text: 'RES-',
    },
  ],
  [
    'theatre',
    'french',
    'fr',
    'Envoyer un message au théâtre avec le formulaire de contact, objet « Accessibilité ». Nom : Jean-Pierre Masson, e-mail jp.masson@mail.test, téléphone 06 09 87 65 43, numéro de réservation RES-40588. Message : « Je suis malentendant : la boucle magnétique fonctionne-t-elle aussi au balcon ? Je viens voir Cyrano le 18 octobre. » Envoyer puis relever la référence MSG- du message.',
    {
      received: [
        {
          path: '/contact',
          fields: {
            subject: 'accessibilite',
            name: 'Jean-Pierre Masson',
            email: 'jp.masson@mail.test',
            phone: '06 09 87 65 43',
            booking_ref: 'RES-40588',
            message:
              'Je suis malentendant : la boucle magnétique fonctionne-t-elle aussi au balcon ? Je viens voir Cyrano le 18 octobre.',
          },
        },
      ],
      text: 'MSG-',
    },
  ],
  [
    'theatre',
    'french',
    'fr',
    'Se connecter à Mon espace avec bruno.lefort@mail.test et le mot de passe Cour-Jardin-26. Dans Mes billets, échanger la réservation de La Flûte enchantée (dimanche 15 novembre) contre la représentation du samedi 14 novembre à 20 h, motif : raison de santé. Ensuite, dans Mes coordonnées, remplacer le téléphone par 06 48 20 93 17 et l’adresse par 21 avenue de la Gare, 71100 Chalon-sur-Saône, cocher le SMS de rappel la veille du spectacle en gardant la lettre d’information, enregistrer et vérifier que la nouvelle adresse est affichée.',
    {
      received: [
        BRUNO,
        exchange('RES-40298', '2026-11-14T20:00', 'sante'),
        {
          path: '/mon-espace/coordonnees',
          fields: {
            phone: '06 48 20 93 17',
            address: '21 avenue de la Gare',
            postcode: '71100',
            city: 'Chalon-sur-Saône',
            prefs: 'newsletter,sms',
          },
        },
      ],
      text: '21 avenue de la Gare',
    },
  ],
  [
    'theatre',
    'french',
    'fr',
    'Souscrire un abonnement 5 spectacles pour Monsieur Gérard Lemaire, né le 02/11/1958, avec Le Misanthrope, La Flûte enchantée, « Boléro, nouvelles danses », Art et le Quatuor Arpège. Coordonnées : gerard.lemaire@mail.test, 03 85 94 12 70, 6 place du Marché, 71700 Tournus. Paiement en une seule fois. Accepter les conditions, valider et contrôler que la référence ABO- apparaît.',
    {
      received: [
        {
          path: '/abonnement',
          fields: {
            formula: '5',
            shows: 'misanthrope,flute,bolero,art,quatuor',
            title: 'm',
            first_name: 'Gérard',
            last_name: 'Lemaire',
            birth_date: '02/11/1958',
            email: 'gerard.lemaire@mail.test',
            phone: '03 85 94 12 70',
            address: '6 place du Marché',
            postcode: '71700',
            city: 'Tournus',
            instalments: '1',
            terms: 'yes',
          },
        },
      ],
      text: 'ABO-',
    },
  ],
  // ---------------------------------------------------------------- mixed
  [
    'theatre',
    'mixed',
    'en',
    'From the Accueil page, hit Réserver on the Vertiges card. Séance du samedi 13 mars à 20 h 30, Catégorie 1, 2 places plein tarif + 2 places tarif réduit (the kids). Buyer: Mx Sam Leroy, sam.leroy@mail.test, 06 31 57 84 02, code postal 39100. Tick the CGV box, click Payer and make sure you get a RES- reference.',
    {
      received: [
        seats('vertiges', {
          performance: '2027-03-13T20:30',
          category: 'cat1',
          seats_full: '2',
          seats_reduced: '2',
        }),
        buyer({
          title: 'mx',
          first_name: 'Sam',
          last_name: 'Leroy',
          email: 'sam.leroy@mail.test',
          phone: '06 31 57 84 02',
          postcode: '39100',
        }),
      ],
      text: 'RES-',
    },
  ],
  [
    'theatre',
    'mixed',
    'fr',
    'Passe le site en EN et connecte-toi avec helene.garnier@mail.test / Rideau-Rouge7. Onglet My subscription : choisis le Sunday 15 November à 16 h pour La Flûte enchantée et le Friday 12 March pour Vertiges, puis Save my dates. Ensuite dans My tickets, fais un Exchange de la réservation RES-40377 (Les Fourberies de Scapin) vers le samedi 12 décembre à 17 h, reason « I booked the wrong date ». Vérifie que « Exchange confirmed » s’affiche.',
    {
      received: [
        HELENE,
        {
          path: '/mon-espace/abonnement',
          fields: { date_flute: '2026-11-15T16:00', date_vertiges: '2027-03-12T20:30' },
        },
        exchange('RES-40377', '2026-12-12T17:00', 'erreur'),
      ],
      text: 'Exchange confirmed',
    },
  ],
  [
    'theatre',
    'mixed',
    'en',
    'Use the Contact page (objet: Location de salle) to send this for Catherine Dumont, c.dumont@rotary-saintaubin.test, no phone: « Le Rotary Club de Saint-Aubin souhaite louer le foyer du théâtre pour une conférence de 80 personnes le samedi 21 novembre. Est-ce possible ? ». Then, in the footer, inscrire the same email to the lettre d’information with Théâtre and Musique et opéra as centres d’intérêt, and check the merci page shows her address.',
    {
      received: [
        {
          path: '/contact',
          fields: {
            subject: 'location',
            name: 'Catherine Dumont',
            email: 'c.dumont@rotary-saintaubin.test',
            message:
              'Le Rotary Club de Saint-Aubin souhaite louer le foyer du théâtre pour une conférence de 80 personnes le samedi 21 novembre. Est-ce possible ?',
          },
        },
        {
          path: '/newsletter',
          fields: { email: 'c.dumont@rotary-saintaubin.test', interests: 'theatre,musique' },
        },
      ],
      text: 'c.dumont@rotary-saintaubin.test',
    },
  ],
  [
    'theatre',
    'mixed',
    'fr',
    'Mettre le site en English, puis book « Boléro, nouvelles danses » pour le jeudi 3 décembre à 20 h 30, Category 2, aucune place full price et 3 places reduced price (trois étudiantes). Buyer : Ms Inès Garcia, ines.garcia@mail.test, 07 52 33 80 16, postcode 21000. Accepter les terms of sale, payer et vérifier la référence RES-.',
    {
      received: [
        seats('bolero', {
          performance: '2026-12-03T20:30',
          category: 'cat2',
          seats_full: '0',
          seats_reduced: '3',
        }),
        buyer({
          title: 'mme',
          first_name: 'Inès',
          last_name: 'Garcia',
          email: 'ines.garcia@mail.test',
          phone: '07 52 33 80 16',
          postcode: '21000',
        }),
      ],
      text: 'RES-',
    },
  ],
  // ---------------------------------------------------------------- prose
  [
    'theatre',
    'prose',
    'en',
    'Nadia Ferrand runs the Centre de loisirs Les Hirondelles, a youth club in Louhans. She wants to take 18 children and 3 adults to see Vertiges at an ordinary public performance rather than a school one, so she fills in the theatre’s group booking request, giving the youth club as the level, her email nadia.ferrand@mail.test and her phone number 03 85 75 40 11. In the message she writes "Several of our children have never been inside a theatre; could someone show them backstage before the show?". She sends the request and writes down the GRP- reference the theatre gives her.',
    {
      received: [
        {
          path: '/groupes',
          fields: {
            school: 'Centre de loisirs Les Hirondelles',
            town: 'Louhans',
            level: 'loisirs',
            pupils: '18',
            adults: '3',
            show: 'vertiges',
            session: 'tout_public',
            contact_name: 'Nadia Ferrand',
            email: 'nadia.ferrand@mail.test',
            phone: '03 85 75 40 11',
            message:
              'Several of our children have never been inside a theatre; could someone show them backstage before the show?',
          },
        },
      ],
      text: 'GRP-',
    },
  ],
  [
    'theatre',
    'prose',
    'en',
    'Daniel Okafor moved to Saint-Aubin this summer and wants to treat his partner to the opera. He reads the details of La Flûte enchantée, then books two full-price seats in the Carré or for Saturday 14 November at 8 pm. He pays as Mr Daniel Okafor, daniel.okafor@mail.test, phone 06 59 03 27 84, postcode 71240, after accepting the terms of sale. Once the booking is confirmed he also signs up to the theatre’s newsletter with the same email address, ticking only music and opera, and checks that the thank-you message repeats his address.',
    {
      received: [
        seats('flute', {
          performance: '2026-11-14T20:00',
          category: 'carre',
          seats_full: '2',
          seats_reduced: '0',
        }),
        buyer({
          title: 'm',
          first_name: 'Daniel',
          last_name: 'Okafor',
          email: 'daniel.okafor@mail.test',
          phone: '06 59 03 27 84',
          postcode: '71240',
        }),
        { path: '/newsletter', fields: { email: 'daniel.okafor@mail.test', interests: 'musique' } },
      ],
      text: 'daniel.okafor@mail.test',
    },
  ],
  [
    'theatre',
    'prose',
    'en',
    'For her birthday Claire Dubois was given a 50 € Théâtre de la Halle gift voucher, number CAD-5981. She books one full-price seat in Category 1 for Art on Friday 22 January, enters her details (Ms Claire Dubois, claire.dubois@mail.test, 06 40 18 77 25, postcode 71100) and accepts the terms; at the payment step she enters her voucher code CAD-5981 so that the voucher pays for the seat, and then checks that she has a RES- booking reference.',
    { received: [] },
    false,
    'online bookings cannot be paid with a gift voucher: the payment step has no voucher or promo code field, and the practical information page says vouchers are accepted at the box office and by phone only',
  ],
  [
    'theatre',
    'prose',
    'fr',
    'Hélène Garnier, abonnée du théâtre, veut emmener sa mère malvoyante voir Cyrano de Bergerac à la représentation audiodécrite. Elle se connecte à son espace (helene.garnier@mail.test, mot de passe Rideau-Rouge7) et échange sa réservation RES-40112 du vendredi 16 octobre contre la matinée du dimanche 18 octobre à 15 h ; comme motif elle choisit un empêchement et précise « Je viendrai avec ma mère, qui a besoin de l’audiodescription. ». Elle confirme puis vérifie dans Mes billets que la réservation est bien au dimanche 18 octobre 2026.',
    {
      received: [
        HELENE,
        exchange('RES-40112', '2026-10-18T15:00', 'empechement', {
          comment: 'Je viendrai avec ma mère, qui a besoin de l’audiodescription.',
        }),
      ],
      text: 'dimanche 18 octobre 2026',
    },
  ],
];
