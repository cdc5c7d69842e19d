// Fresh batch on the charity site (Les Paniers du Cœur, a food-aid charity in Lyon; French pages with an
// English version behind the header's FR | EN switch; site-charity.js). Written before any run of the
// reader, by someone who has not read its code; half "fresh" (read by make-goals.js). Where a goal does
// not say which language the site is read in, the end text does not depend on it: a reference (DON-,
// VOL-, EVT-, CMD-, MSG-, RF-), an address or a phone number the goal gave. "Today" on the site is
// Thursday 12 March 2026.
// [site, voice, lang, goal, expect, feasible = true, note]

/** Fields whose value is a choice the site offers (select, radio, checkbox, hidden, a button's value),
 * not typed text. */
export const choices = [
  'frequency',
  'amount',
  'allocation',
  'in_memory',
  'title',
  'country',
  'tax_receipt',
  'debit_day',
  'antenna',
  'skills',
  'days',
  'commitment',
  'charter',
  'distance',
  'tshirt',
  'diet',
  'store',
  'shift',
  'rules',
  'product',
  'ecard',
  'subject',
  'consent',
  'remember',
  'year',
  'action',
  'pause_months',
  'stop_reason',
  'prefs',
  'receipt_by',
];

/** Values a field holds before anyone touches it. */
export const defaults = { qty: '1', participants: '1' };

const signin = (email, password) => ({ path: '/signin', fields: { email, password } });
const CLAIRE = signin('claire.moreau@mail.test', 'Panier#2026');
const THOMAS = signin('thomas.girard@mail.test', 'Tartine-42');
const NADIA = signin('nadia.benali@mail.test', 'Lyon7-Soupe!');
const gift = (fields) => ({ path: '/donate/amount', fields });
const donor = (fields) => ({ path: '/donate/details', fields });
const card = (card_name, card_number, card_expiry, card_cvc, extra = {}) => ({
  path: '/donate/payment',
  fields: { card_name, card_number, card_expiry, card_cvc, ...extra },
});
const add = (product, qty = '1') => ({ path: '/basket/add', fields: { product, qty } });
const checkout = (fields) => ({ path: '/basket/checkout', fields });
const register = (event, fields) => ({
  path: `/events/${event}/register`,
  fields: { ...fields, rules: 'yes' },
});
const volunteer = (fields) => ({ path: '/volunteer', fields: { ...fields, charter: 'yes' } });

export const goals = [
  // ---------------------------------------------------------------- terse
  [
    'charity',
    'terse',
    'en',
    'monthly gift, other amount 35 € → baby corners. Mr Hugo Lambert, hugo.lambert@mail.test, 8 place Bellecour, 69002 Lyon, France, tax receipt yes. card 4970 1012 3456 7899 exp 09/28 cvc 314, name on card H. Lambert, debit on the 15th → DON- ref',
    {
      received: [
        gift({
          frequency: 'monthly',
          amount: 'other',
          other_amount: '35',
          allocation: 'babies',
          in_memory: null,
        }),
        donor({
          title: 'm',
          first_name: 'Hugo',
          last_name: 'Lambert',
          email: 'hugo.lambert@mail.test',
          address: '8 place Bellecour',
          postcode: '69002',
          city: 'Lyon',
          country: 'FR',
          tax_receipt: 'yes',
        }),
        card('H. Lambert', '4970 1012 3456 7899', '09/28', '314', { debit_day: '15' }),
      ],
      text: 'DON-58',
    },
  ],
  [
    'charity',
    'terse',
    'fr',
    'Espace donateur thomas.girard@mail.test / Tartine-42 → Mes dons → reçu fiscal 2025 à renvoyer par e-mail (pas le PDF) → n° RF-2025 attendu dans le message',
    {
      received: [THOMAS, { path: '/account/receipts', fields: { year: '2025', action: 'email' } }],
      text: 'RF-2025',
    },
  ],
  [
    'charity',
    'terse',
    'en',
    'Solidarity gifts: Hygiene kit x3 + Baby kit x2 → basket → checkout as Inès Caron, ines.caron@mail.test. E-card to Lucie Caron (lucie.caron@mail.test), message "Happy birthday! This year your present feeds families." Card 5555 5555 5555 4444, 12/27, CVC 842, holder Inès Caron. Expect CMD-',
    {
      received: [
        add('hygiene', '3'),
        add('baby', '2'),
        checkout({
          first_name: 'Inès',
          last_name: 'Caron',
          email: 'ines.caron@mail.test',
          ecard: 'yes',
          recipient_name: 'Lucie Caron',
          recipient_email: 'lucie.caron@mail.test',
          ecard_message: 'Happy birthday! This year your present feeds families.',
          card_name: 'Inès Caron',
          card_number: '5555 5555 5555 4444',
          card_expiry: '12/27',
          card_cvc: '842',
        }),
      ],
      text: 'CMD-',
    },
  ],
  [
    'charity',
    'terse',
    'fr',
    'Bénévolat — antenne de Marseille, activités cuisine + conduite, dispo samedi et dimanche, chaque semaine. Julie Fabre, julie.fabre@mail.test, 06 12 34 56 78, née le 02/02/1990. Motivation : « Cuisinière à la retraite, je veux être utile le week-end. » Charte acceptée → VOL-',
    { received: [] },
    false,
    'the charity has no branch in Marseille: the "Antenne la plus proche" list offers only Lyon 7e, Villeurbanne, Vénissieux, Saint-Étienne, Grenoble, Vienne and Annecy',
  ],
  // ---------------------------------------------------------------- chatty
  [
    'charity',
    'chatty',
    'en',
    'Hello! Hope your week is going well. My flatmate Camille has finally decided to volunteer with Les Paniers du Cœur and asked me to fill in the online form for her (she’s on night shifts all week, poor thing). Could you sign her up at the Villeurbanne branch? Her details: Camille Roux, camille.roux@mail.test, mobile 07 81 22 43 19, born 23/10/1997. She’d like to help with sorting and handing out food and with welcoming families, and she speaks Spanish fluently, so tick the languages one too. She’s free on Tuesdays and Saturdays, about twice a month. For the motivation, paste this: "I work nights in a hospital and want to spend my days off helping families in my neighbourhood." She has read the volunteer charter, so you can accept it. Could you tell me the VOL number at the end? Thanks a million!',
    {
      received: [
        volunteer({
          first_name: 'Camille',
          last_name: 'Roux',
          email: 'camille.roux@mail.test',
          phone: '07 81 22 43 19',
          birth_date: '23/10/1997',
          antenna: 'villeurbanne',
          skills: 'sorting,reception,languages',
          days: 'tue,sat',
          commitment: 'fortnightly',
          motivation:
            'I work nights in a hospital and want to spend my days off helping families in my neighbourhood.',
        }),
      ],
      text: 'VOL-',
    },
  ],
  [
    'charity',
    'chatty',
    'fr',
    'Coucou ! Pour les 20 ans de l’asso de quartier, on aimerait aller au dîner de gala des Paniers du Cœur. Tu pourrais nous inscrire ? Il nous faut 4 places, et toute la table est végétarienne (sauf moi, mais je suivrai 😄). Mets-le à mon nom : Sébastien Marchal, sebastien.marchal@mail.test, 06 44 87 21 09, et accepte le règlement de la soirée. Et tant que tu y es, comme on ne pourra pas venir à la Course du Cœur, fais aussi un don ponctuel de 60 € (c’est un montant libre, il n’y a pas de bouton pour ça), là où les besoins sont les plus grands, toujours à mon nom, adresse 41 rue de la Thibaudière, 69007 Lyon, sans reçu fiscal (je n’en ai pas besoin). Je paie avec ma carte 4000 0025 0000 3155, expiration 06/29, cryptogramme 207, titulaire Sébastien Marchal. Tu me dis si tu as bien une référence DON à la fin ? Merci !!',
    {
      received: [
        {
          path: '/events/gala/register',
          fields: {
            participants: '4',
            diet: 'vegetarian',
            first_name: 'Sébastien',
            last_name: 'Marchal',
            email: 'sebastien.marchal@mail.test',
            phone: '06 44 87 21 09',
            rules: 'yes',
          },
        },
        gift({
          frequency: 'once',
          amount: 'other',
          other_amount: '60',
          allocation: 'general',
          in_memory: null,
        }),
        donor({
          first_name: 'Sébastien',
          last_name: 'Marchal',
          email: 'sebastien.marchal@mail.test',
          address: '41 rue de la Thibaudière',
          postcode: '69007',
          city: 'Lyon',
          country: 'FR',
          tax_receipt: null,
        }),
        card('Sébastien Marchal', '4000 0025 0000 3155', '06/29', '207', { debit_day: null }),
      ],
      text: 'DON-58',
    },
  ],
  [
    'charity',
    'chatty',
    'en',
    'Hi! Quick favour: my mum Claire Moreau gives to Les Paniers du Cœur every month and wants to give a bit more now that she has retired. Could you sign into her donor space (claire.moreau@mail.test, password Panier#2026)? On her monthly gift, change the amount to 40 € and move the debit to the 25th of the month, since her pension arrives on the 20th. While you’re in there, she has also moved: her new address is 3 rue des Capucins, 69001 Lyon (still France, obviously). And the quarterly magazine and appeal letters pile up in her hall, so please untick the post option but keep the email newsletter. Afterwards, can you check that her details show the new address? Thank you so much!',
    {
      received: [
        CLAIRE,
        { path: '/account/monthly/amount', fields: { monthly_amount: '40', debit_day: '25' } },
        {
          path: '/account/details',
          fields: {
            address: '3 rue des Capucins',
            postcode: '69001',
            city: 'Lyon',
            country: 'FR',
            prefs: 'newsletter',
          },
        },
      ],
      text: '3 rue des Capucins',
    },
  ],
  [
    'charity',
    'chatty',
    'en',
    'Good morning! I’m filling in a form for my Swiss employer and they want proof of what I’ve given to charity so far this year. Could you log in to my donor space at Les Paniers du Cœur (james.whitfield@mail.test / Harbour-Fog-9) and download the 2026 tax receipt covering my monthly gifts from January to March? A PDF would be perfect. Many thanks, James',
    { received: [] },
    false,
    'tax receipts are yearly and issued the following January: the year list offers 2025 only, and the page says 2026 receipts will be available in January 2027',
  ],
  // ---------------------------------------------------------------- french
  [
    'charity',
    'french',
    'fr',
    'Faire un don ponctuel de 100 € en mémoire d’Henri Masson, affecté à la distribution alimentaire. Donatrice : Madame Élise Masson, elise.masson@mail.test, 12 chemin des Vignes, 38200 Vienne, France. Elle veut un reçu fiscal. Paiement par carte 4111 1111 1111 1111, date d’expiration 03/27, cryptogramme 552, au nom d’Élise Masson. Vérifier qu’une référence DON- s’affiche.',
    {
      received: [
        gift({
          frequency: 'once',
          amount: '100',
          allocation: 'distribution',
          in_memory: 'yes',
          memory_name: 'Henri Masson',
        }),
        donor({
          title: 'mme',
          first_name: 'Élise',
          last_name: 'Masson',
          email: 'elise.masson@mail.test',
          address: '12 chemin des Vignes',
          postcode: '38200',
          city: 'Vienne',
          country: 'FR',
          tax_receipt: 'yes',
        }),
        card('Élise Masson', '4111 1111 1111 1111', '03/27', '552', { debit_day: null }),
      ],
      text: 'DON-58',
    },
  ],
  [
    'charity',
    'french',
    'fr',
    'Depuis la page Nos actions, ouvrir « En savoir plus » sur les ateliers cuisine, puis écrire à l’association avec le formulaire de contact : objet partenariat entreprise, Nathalie Rey, responsable RSE chez Boulangeries Fournil & Co, nathalie.rey@fournil-co.test, 04 78 62 15 30. Message : « Nous aimerions donner nos invendus du soir à vos ateliers cuisine de Lyon 7e. Pouvez-vous nous rappeler ? » Accepter l’utilisation des données, envoyer et vérifier qu’un numéro MSG- est donné.',
    {
      received: [
        {
          path: '/contact',
          fields: {
            subject: 'company',
            name: 'Nathalie Rey',
            email: 'nathalie.rey@fournil-co.test',
            phone: '04 78 62 15 30',
            organisation: 'Boulangeries Fournil & Co',
            message:
              'Nous aimerions donner nos invendus du soir à vos ateliers cuisine de Lyon 7e. Pouvez-vous nous rappeler ?',
            consent: 'yes',
          },
        },
      ],
      text: 'MSG-',
    },
  ],
  [
    'charity',
    'french',
    'fr',
    'Se connecter à l’espace donateur avec nadia.benali@mail.test et le mot de passe Lyon7-Soupe!, aller dans l’onglet du don mensuel et l’arrêter définitivement. Motif : je soutiens une autre association ; commentaire : « Je donne désormais à l’épicerie solidaire de mon quartier. » Confirmer puis vérifier que le site indique que le don a été arrêté.',
    {
      received: [
        NADIA,
        {
          path: '/account/monthly/stop',
          fields: {
            stop_reason: 'other_charity',
            comment: 'Je donne désormais à l’épicerie solidaire de mon quartier.',
          },
        },
      ],
      text: 'a été arrêté',
    },
  ],
  [
    'charity',
    'french',
    'fr',
    'Inscrire une équipe de 3 coureurs à la Course du Cœur sur le parcours de 10 km, t-shirts en taille M, nom d’équipe « Les Canuts Solidaires ». Personne à contacter : Marc Vidal, marc.vidal@mail.test, 06 30 19 84 52. Accepter le règlement, valider et noter le numéro d’inscription EVT-.',
    {
      received: [
        register('course-du-coeur', {
          distance: '10',
          participants: '3',
          tshirt: 'M',
          team: 'Les Canuts Solidaires',
          first_name: 'Marc',
          last_name: 'Vidal',
          email: 'marc.vidal@mail.test',
          phone: '06 30 19 84 52',
        }),
      ],
      text: 'EVT-',
    },
  ],
  // ---------------------------------------------------------------- mixed
  [
    'charity',
    'mixed',
    'fr',
    'Passe le site en English, va dans Solidarity gifts et ajoute 2 Organic cotton tote bags + 1 mug au basket. Checkout : Paul Meyer, paul.meyer@mail.test, livraison au 27 cours Vitton, 69006 Lyon, pas d’e-card. Paye avec la carte 4000 0566 5566 5556, exp 11/27, CVC 090, name on card Paul Meyer, et check que le numéro de commande CMD- s’affiche.',
    {
      received: [
        add('totebag', '2'),
        add('mug', '1'),
        checkout({
          first_name: 'Paul',
          last_name: 'Meyer',
          email: 'paul.meyer@mail.test',
          ecard: null,
          address: '27 cours Vitton',
          postcode: '69006',
          city: 'Lyon',
          card_name: 'Paul Meyer',
          card_number: '4000 0566 5566 5556',
          card_expiry: '11/27',
          card_cvc: '090',
        }),
      ],
      text: 'CMD-',
    },
  ],
  [
    'charity',
    'mixed',
    'en',
    'Login as claire.moreau@mail.test / Panier#2026, onglet « Mon don mensuel » : pause her gift pendant 2 mois (she’s travelling until June). Then in « Mes coordonnées » change le téléphone to 06 71 84 25 90 and tick the SMS alerts pour les appels d’urgence, keep the rest as is, save and check the new number is displayed.',
    {
      received: [
        CLAIRE,
        { path: '/account/monthly/pause', fields: { pause_months: '2' } },
        {
          path: '/account/details',
          fields: { phone: '06 71 84 25 90', prefs: 'newsletter,post,sms', receipt_by: 'post' },
        },
      ],
      text: '06 71 84 25 90',
    },
  ],
  [
    'charity',
    'mixed',
    'fr',
    'Devenir bénévole sur le site en EN : Nearest local branch = Grenoble, skills « Driving the van » et « IT support », dispo Monday, Wednesday, Friday, every week. Mathieu Perrin, mathieu.perrin@mail.test, 06 45 11 90 32, date of birth 08/07/1985. Motivation : « Ingénieur à temps partiel, je peux conduire la camionnette et dépanner les ordinateurs de l’antenne. » Accepter la charte, envoyer → référence VOL- attendue.',
    {
      received: [
        volunteer({
          first_name: 'Mathieu',
          last_name: 'Perrin',
          email: 'mathieu.perrin@mail.test',
          phone: '06 45 11 90 32',
          birth_date: '08/07/1985',
          antenna: 'grenoble',
          skills: 'driving,it',
          days: 'mon,wed,fri',
          commitment: 'weekly',
          motivation:
            'Ingénieur à temps partiel, je peux conduire la camionnette et dépanner les ordinateurs de l’antenne.',
        }),
      ],
      text: 'VOL-',
    },
  ],
  [
    'charity',
    'mixed',
    'en',
    'From Nos actions, open En savoir plus on the Épiceries solidaires card and click the button to soutenir cette action. Give 50 € as a don ponctuel, not in memory of anyone. Donor: Ms Anaïs Dupuis, anais.dupuis@mail.test, 18 rue Royale, 1000 Bruxelles, country Belgique, pas de reçu fiscal. Card 5200 8282 8282 8210 exp 01/28 CVC 664, name Anaïs Dupuis → make sure a DON- reference shows.',
    {
      received: [
        gift({ frequency: 'once', amount: '50', allocation: 'grocery', in_memory: null }),
        donor({
          title: 'mme',
          first_name: 'Anaïs',
          last_name: 'Dupuis',
          email: 'anais.dupuis@mail.test',
          address: '18 rue Royale',
          postcode: '1000',
          city: 'Bruxelles',
          country: 'BE',
          tax_receipt: null,
        }),
        card('Anaïs Dupuis', '5200 8282 8282 8210', '01/28', '664', { debit_day: null }),
      ],
      text: 'DON-58',
    },
  ],
  // ---------------------------------------------------------------- prose
  [
    'charity',
    'prose',
    'en',
    'Sarah Cohen and her two teenage sons want to help at the national spring food collection. She registers a group of 3 volunteers for the Saturday morning shift at the Auchan store in Caluire, giving her email sarah.cohen@mail.test and her mobile 06 19 27 35 43, and accepts the event rules. Then, unsure whether her younger son, who is 15, may run a collection point on his own, she writes to the charity through the contact form, choosing volunteering as the subject, with the message "Can a 15-year-old volunteer at the spring collection without an adult next to him?". She agrees to her data being used, sends it and notes the MSG- reference.',
    {
      received: [
        register('collecte-printemps', {
          store: 'auchan-caluire',
          shift: 'sat-am',
          participants: '3',
          first_name: 'Sarah',
          last_name: 'Cohen',
          email: 'sarah.cohen@mail.test',
          phone: '06 19 27 35 43',
        }),
        {
          path: '/contact',
          fields: {
            subject: 'volunteer',
            name: 'Sarah Cohen',
            email: 'sarah.cohen@mail.test',
            message: 'Can a 15-year-old volunteer at the spring collection without an adult next to him?',
            consent: 'yes',
          },
        },
      ],
      text: 'MSG-',
    },
  ],
  [
    'charity',
    'prose',
    'fr',
    'Nadia Benali avait suspendu son don mensuel pendant l’hiver. Sa situation s’étant améliorée, elle se connecte à son espace donateur (nadia.benali@mail.test, mot de passe Lyon7-Soupe!), reprend son don mensuel dès maintenant, puis en profite pour le faire passer de 15 € à 20 € par mois, toujours prélevé le 15. Elle vérifie que la page indique bien 20 € par mois.',
    {
      received: [
        NADIA,
        { path: '/account/monthly/resume', fields: {} },
        { path: '/account/monthly/amount', fields: { monthly_amount: '20', debit_day: '15' } },
      ],
      text: '20 € par mois',
    },
  ],
  [
    'charity',
    'prose',
    'en',
    'Aïcha Diallo, a retired accountant from Vénissieux, reads about the solidarity groceries on the charity’s Our actions page (Learn more) and decides to give some of her time. She signs up as a volunteer at the Vénissieux branch: she offers admin and accounting and welcoming families, and is available on Mondays and Thursdays, every week. Her details: aicha.diallo@mail.test, mobile 06 84 52 17 39, born on 30/04/1958. As her motivation she writes "Forty years of bookkeeping: I can keep your grocery accounts in order." She accepts the volunteer charter, sends the form and checks that she gets a VOL- reference.',
    {
      received: [
        volunteer({
          first_name: 'Aïcha',
          last_name: 'Diallo',
          email: 'aicha.diallo@mail.test',
          phone: '06 84 52 17 39',
          birth_date: '30/04/1958',
          antenna: 'venissieux',
          skills: 'reception,admin',
          days: 'mon,thu',
          commitment: 'weekly',
          motivation: 'Forty years of bookkeeping: I can keep your grocery accounts in order.',
        }),
      ],
      text: 'VOL-',
    },
  ],
  [
    'charity',
    'prose',
    'fr',
    'Lucas Petit, étudiant en STAPS, s’inscrit avec sa colocataire à la Course du Cœur : 2 coureurs sur le 5 km, t-shirts taille S, sans nom d’équipe. Il donne son adresse lucas.petit@mail.test et son portable 07 52 90 33 61, et accepte le règlement. Ensuite, dans les cadeaux solidaires, il offre 4 « semaines de petits-déjeuners pour un enfant », sans e-carte, qu’il règle avec sa carte 4242 4242 4242 4242 (expiration 10/28, cryptogramme 118, au nom de Lucas Petit). Il vérifie que la page finale affiche un numéro de commande CMD-.',
    {
      received: [
        register('course-du-coeur', {
          distance: '5',
          participants: '2',
          tshirt: 'S',
          first_name: 'Lucas',
          last_name: 'Petit',
          email: 'lucas.petit@mail.test',
          phone: '07 52 90 33 61',
        }),
        add('breakfast', '4'),
        checkout({
          first_name: 'Lucas',
          last_name: 'Petit',
          email: 'lucas.petit@mail.test',
          ecard: null,
          card_name: 'Lucas Petit',
          card_number: '4242 4242 4242 4242',
          card_expiry: '10/28',
          card_cvc: '118',
        }),
      ],
      text: 'CMD-',
    },
  ],
];
