// Fresh batch on the movers site (Swift Removals, a removals company in Manchester with a French-speaking
// team: a free quote in five numbered steps and a review, a van with driver by the hour, a packing-
// materials shop with a basket and a card checkout, "Track my move", a contact form, careers, a footer
// newsletter and a customer area with tabs; English at /, French under /fr/ behind the "English |
// Français" links of the header; site-movers.js). Written before any run of the reader; half "fresh"
// (read by make-goals.js). Forms post to the same paths in both languages, so where a goal does not say
// which language the site is read in, the end text does not depend on it: a reference (QTE-, VAN-, ORD-,
// MSG-, JOB-), a date as the site writes it in both languages (dd/mm/yyyy) or a value the goal gave.
// The date pickers (moving date, van date), the start time, hours and floor selects, the dates a move
// can be changed to (a select) and the hidden move reference are listed with the choices: the goals
// give dates and times the way people write them ("Sat 16/01/2027", "le lundi 1er février 2027",
// "Friday 15 January", "half past seven", "8h30") and the fields hold them as ISO dates and 24-hour
// times.
// "Today" on the site is Tuesday 8 December 2026.
// [site, voice, lang, goal, expect, feasible = true, note]

/** Fields whose value is a choice the site offers (select, radio, checkbox, hidden, picker), not typed text. */
export const choices = [
  'move_type',
  'move_date',
  'flexible',
  'from_floor',
  'from_lift',
  'from_parking',
  'to_floor',
  'to_lift',
  'to_parking',
  'bedrooms',
  'packing',
  'storage',
  'contact_pref',
  'heard',
  'date',
  'start',
  'hours',
  'van',
  'helpers',
  'product',
  'fulfilment',
  'terms',
  'topic',
  'callback',
  'position',
  'licence',
  'ref',
  'new_date',
  'confirm',
  'sms_updates',
  'language',
  'consent',
  'remember',
  'lang',
];

/** Values a field holds before anyone touches it. */
export const defaults = {
  sofas: '0',
  wardrobes: '0',
  boxes: '0',
  fragile: '',
  qty: '1',
  phone: '',
  address: '',
  postcode: '',
  city: '',
};

const signin = (email, password) => ({ path: '/account/sign-in', fields: { email, password } });
const AISHA = signin('aisha.rahman@mail.test', 'Boxes-2026!');
const JULIEN = signin('julien.mercier@mail.test', 'Carton#59');
/** The quote: the move, the address moved from, the address moved to, the inventory, the contact, the review submitted. */
const quote = (move, from, to, inventory, contact) => [
  { path: '/quote', fields: move },
  { path: '/quote/moving-from', fields: from },
  { path: '/quote/moving-to', fields: to },
  { path: '/quote/inventory', fields: inventory },
  { path: '/quote/contact', fields: contact },
  { path: '/quote/submit', fields: {} },
];
const add = (product, qty) => ({ path: '/shop/add', fields: { product, qty } });
const checkout = (fields) => ({ path: '/checkout', fields: { ...fields, terms: 'yes' } });

export const goals = [
  // ---------------------------------------------------------------- terse
  [
    'movers',
    'terse',
    'en',
    'Get a quote → Flat, Sat 16/01/2027, flexible dates ✓ → from: Flat 4, 22 Wilmslow Road / M14 5RT / 2nd floor, no lift / van parks 20–50 m away → to: 9 Lapwing Lane / M20 2WS / ground floor / parking right outside → 2 bed, 1 sofa, 2 wardrobes, approx 35 boxes, fragile = "glass coffee table, 2 mirrors", packing service yes, no storage → contact: Priya Natarajan / priya.n@mail.test / 07700 900184 / prefers email / heard about you from a friend → review → Submit my quote request → QTE-xxxxx',
    {
      received: quote(
        { move_type: 'flat', move_date: '2027-01-16', flexible: 'yes' },
        {
          from_address: 'Flat 4, 22 Wilmslow Road',
          from_postcode: 'M14 5RT',
          from_floor: '2',
          from_lift: 'no',
          from_parking: '20to50',
        },
        { to_address: '9 Lapwing Lane', to_postcode: 'M20 2WS', to_floor: 'ground', to_parking: 'outside' },
        {
          bedrooms: '2',
          sofas: '1',
          wardrobes: '2',
          boxes: '35',
          fragile: 'glass coffee table, 2 mirrors',
          packing: 'yes',
          storage: 'none',
        },
        {
          full_name: 'Priya Natarajan',
          email: 'priya.n@mail.test',
          phone: '07700 900184',
          contact_pref: 'email',
          heard: 'friend',
        },
      ),
      text: 'QTE-',
    },
  ],
  [
    'movers',
    'terse',
    'fr',
    'Camionnette avec chauffeur → sam. 19/12, début 8h30, 4 h, camionnette moyenne, 1 porteur en plus, CP de prise en charge M4 1HN, nom Karim Haddad, tél +33 6 12 47 80 93 → réserver → réf VAN- attendue',
    {
      received: [
        {
          path: '/van-with-driver',
          fields: {
            date: '2026-12-19',
            start: '08:30',
            hours: '4',
            van: 'medium',
            helpers: '1',
            pickup_postcode: 'M4 1HN',
            name: 'Karim Haddad',
            phone: '+33 6 12 47 80 93',
          },
        },
      ],
      text: 'VAN-',
    },
  ],
  [
    'movers',
    'terse',
    'en',
    'login aisha.rahman@mail.test / Boxes-2026! → My moves → MOV-20417 → Change date → Mon 4 Jan → reason: keys to the new house only handed over on 2 Jan → save → check the new date is listed',
    {
      received: [
        AISHA,
        {
          path: '/account/moves/change-date',
          fields: {
            ref: 'MOV-20417',
            new_date: '2027-01-04',
            reason: 'keys to the new house only handed over on 2 Jan',
          },
        },
      ],
      text: '04/01/2027',
    },
  ],
  [
    'movers',
    'terse',
    'fr',
    'Camionnette avec chauffeur → mar. 15/12, 9h00, 3 h, le camion 7,5 t (taille XL), 2 porteurs, CP M16 0RA, Sophie Marchand, 07700 900266 → réserver → réf VAN- attendue',
    { received: [] },
    false,
    'The van with driver comes in three sizes only (small van, medium van, large Luton van of 18 m³, radios on the form); the FAQ says the 7.5 t and 18 t lorries are kept for full removals: a 7.5-tonne / XL vehicle cannot be chosen.',
  ],
  // ---------------------------------------------------------------- chatty
  [
    'movers',
    'chatty',
    'en',
    'Hiya! We’re moving at the end of the month and guess who got put in charge of boxes (me, obviously). Could you order from your packing shop: 3 packs of the large boxes, 2 packs of the small ones and 1 roll of bubble wrap — oh, and 1 wardrobe box for my husband’s suits, he’s very precious about them. Delivery to our current place please: 31 Beech Road, M21 9EL, Manchester. Name’s Hannah Price, email hannah.price@mail.test. Pay by card: 4242 4242 4242 4242, expiry 09/28, CVC 314. Tick the terms and let me know the order number, ta!',
    {
      received: [
        add('large-boxes', '3'),
        add('small-boxes', '2'),
        add('bubble-wrap', '1'),
        add('wardrobe-box', '1'),
        checkout({
          fulfilment: 'delivery',
          address: '31 Beech Road',
          postcode: 'M21 9EL',
          city: 'Manchester',
          name: 'Hannah Price',
          email: 'hannah.price@mail.test',
          card_number: '4242 4242 4242 4242',
          card_expiry: '09/28',
          card_cvc: '314',
        }),
      ],
      text: 'ORD-',
    },
  ],
  [
    'movers',
    'chatty',
    'en',
    'Morning! Bit of a weird one — my mum’s move is booked with you and she keeps ringing me to ask if it’s still happening. Could you look it up on the Track my move page? The reference on her paperwork is MOV-20433 and she’s moving out of SK4 2DN. Just tell me what status it shows and the moving day, please.',
    {
      received: [{ path: '/track', fields: { ref: 'MOV-20433', postcode: 'SK4 2DN' } }],
      text: '12/12/2026',
    },
  ],
  [
    'movers',
    'chatty',
    'en',
    'Hi there, saw on your careers page that you’re after lorry drivers — that’s me! Could you do the application for the HGV driver job? I’m Callum Brierley, callum.brierley@mail.test. I hold B, C1 and C (none of the trailer ones, sadly). I’ve been driving for 11 years, mostly for a furniture firm in Bolton. For the cover note just put: "Eleven years on 7.5 t and 18 t trucks, clean licence, happy to start at 6 am and used to carrying sofas up three flights." Cheers — let me know the reference when it’s gone through.',
    {
      received: [
        {
          path: '/careers/apply',
          fields: {
            position: 'driver',
            name: 'Callum Brierley',
            email: 'callum.brierley@mail.test',
            licence: 'B,C1,C',
            experience: '11',
            cover:
              'Eleven years on 7.5 t and 18 t trucks, clean licence, happy to start at 6 am and used to carrying sofas up three flights.',
          },
        },
      ],
      text: 'JOB-',
    },
  ],
  [
    'movers',
    'chatty',
    'fr',
    'Bonjour ! Alors voilà, on quitte notre maison de Didsbury pour une plus petite à Sale, et c’est moi qui m’occupe du devis. C’est une maison, le samedi 23 janvier (on n’est pas flexibles, l’école reprend le lundi). Départ : 14 Elm Grove, M20 6PL, rez-de-chaussée, on peut se garer devant la porte ; arrivée : 7 Ashton Lane, M33 6WX, rez-de-chaussée aussi, stationnement à moins de 20 mètres. 3 chambres, 2 canapés, 3 armoires et une quarantaine de cartons. Et surtout il y a le piano droit de ma fille : sélectionnez bien l’option « transport de piano » dans l’inventaire, c’est le plus important pour nous ! Je suis Élodie Marchand, elodie.marchand@mail.test, 07700 900358, plutôt par e-mail. Vous pouvez envoyer la demande et me donner le numéro de devis ?',
    { received: [] },
    false,
    'There is no piano option: the inventory step has no such field and says that pianos are not moved (as do the home page and the FAQ), so the quote cannot be sent with a piano transport option.',
  ],
  // ---------------------------------------------------------------- french
  [
    'movers',
    'french',
    'fr',
    'Notre agence déménage ses bureaux le lundi 1er février 2027, et la date n’est pas flexible. Demandez un devis pour un déménagement de bureaux : nous partons du 3rd Floor, 45 Princess Street, M1 4JN (3e étage, avec ascenseur, le camion pourra se garer à moins de 20 mètres) pour nous installer au Unit 6, Trafford Wharf Road, M17 1AB, au rez-de-chaussée, avec stationnement juste devant la porte. Il y a 2 canapés, aucune armoire et environ 60 cartons ; dans les objets fragiles, indiquez « 12 écrans d’ordinateur et une imprimante laser ». Pas besoin du service d’emballage, mais il nous faudra 1 semaine de garde-meubles. Le contact est Margaux Lefèvre (margaux.lefevre@mail.test, +44 7700 900612), à joindre par téléphone ; nous vous avons trouvés grâce à un moteur de recherche. Vérifiez le récapitulatif, envoyez la demande et notez la référence QTE-.',
    {
      received: quote(
        { move_type: 'office', move_date: '2027-02-01', flexible: null },
        {
          from_address: '3rd Floor, 45 Princess Street',
          from_postcode: 'M1 4JN',
          from_floor: '3',
          from_lift: 'yes',
          from_parking: 'under20',
        },
        {
          to_address: 'Unit 6, Trafford Wharf Road',
          to_postcode: 'M17 1AB',
          to_floor: 'ground',
          to_parking: 'outside',
        },
        {
          sofas: '2',
          wardrobes: '0',
          boxes: '60',
          fragile: '12 écrans d’ordinateur et une imprimante laser',
          packing: null,
          storage: '1',
        },
        {
          full_name: 'Margaux Lefèvre',
          email: 'margaux.lefevre@mail.test',
          phone: '+44 7700 900612',
          contact_pref: 'phone',
          heard: 'search',
        },
      ),
      text: 'QTE-',
    },
  ],
  [
    'movers',
    'french',
    'fr',
    'Je n’ai finalement plus besoin que vous transportiez mes quelques meubles le mardi 15 décembre. Connectez-vous à mon espace client avec l’adresse julien.mercier@mail.test et le mot de passe Carton#59, puis, dans l’onglet Mes déménagements, annulez le déménagement MOV-20470 en cochant bien la case de confirmation. Il doit ensuite apparaître comme annulé.',
    {
      received: [JULIEN, { path: '/account/moves/cancel', fields: { ref: 'MOV-20470', confirm: 'yes' } }],
      text: '08/12/2026',
    },
  ],
  [
    'movers',
    'french',
    'fr',
    'Je voudrais écrire à Swift Removals par le formulaire de contact, au sujet de mon déménagement à venir. Le message : « Bonjour, pouvez-vous prévoir deux porteurs de plus pour mon déménagement du 9 janvier ? Le nouvel appartement est au 4e étage sans ascenseur. » Je m’appelle Julien Mercier, mon e-mail est julien.mercier@mail.test et mon téléphone le 07700 900733 ; cochez la case pour qu’on me rappelle. Une référence MSG- doit s’afficher après l’envoi.',
    {
      received: [
        {
          path: '/contact',
          fields: {
            topic: 'move',
            message:
              'Bonjour, pouvez-vous prévoir deux porteurs de plus pour mon déménagement du 9 janvier ? Le nouvel appartement est au 4e étage sans ascenseur.',
            name: 'Julien Mercier',
            email: 'julien.mercier@mail.test',
            phone: '07700 900733',
            callback: 'yes',
          },
        },
      ],
      text: 'MSG-',
    },
  ],
  [
    'movers',
    'french',
    'fr',
    'Nous quittons Manchester pour Lyon : demandez un devis de déménagement d’appartement pour le lundi 8 février 2027. Départ du 18 Oxford Road, M1 5QA, au 1er étage avec ascenseur, camion juste devant l’immeuble ; arrivée au 27 rue Paul Bert, 69003 Lyon, 2e étage avec ascenseur, stationnement à moins de 20 mètres. 1 chambre, 1 canapé, 1 armoire et une vingtaine de cartons, sans emballage ni garde-meubles. Contact : Camille Roussel, camille.roussel@mail.test, +33 6 71 24 58 03, de préférence par e-mail. Envoyez la demande et notez la référence QTE-.',
    { received: [] },
    false,
    'Swift Removals moves within mainland Great Britain only (home page, first quote step, FAQ: no international moves): the destination postcode 69003 is refused as not a UK postcode, so no quote can be requested for a move to Lyon.',
  ],
  // ---------------------------------------------------------------- mixed
  [
    'movers',
    'mixed',
    'en',
    'Need a van with driver on Saturday 9 January, start at half past seven (7h30 quoi) for 5 hours. Je prends the large Luton with the tail lift + 2 helpers, parce qu’il y a un canapé d’angle énorme. Pick-up postcode M15 4PR, name Thomas Delacroix, phone 07700 900847. Book it and send me the VAN ref, merci !',
    {
      received: [
        {
          path: '/van-with-driver',
          fields: {
            date: '2027-01-09',
            start: '07:30',
            hours: '5',
            van: 'large',
            helpers: '2',
            pickup_postcode: 'M15 4PR',
            name: 'Thomas Delacroix',
            phone: '07700 900847',
          },
        },
      ],
      text: 'VAN-',
    },
  ],
  [
    'movers',
    'mixed',
    'fr',
    'Dans la boutique, ajoute 4 packs de small boxes et 2 lots de packing tape, puis checkout en click & collect au dépôt de Trafford Park. Nom Inès Belkacem, email ines.belkacem@mail.test, carte 5555 5555 5555 4444, exp 11/27, CVC 862, et accepte les terms. Je veux voir le numéro ORD à la fin.',
    {
      received: [
        add('small-boxes', '4'),
        add('tape', '2'),
        checkout({
          fulfilment: 'collection',
          name: 'Inès Belkacem',
          email: 'ines.belkacem@mail.test',
          card_number: '5555 5555 5555 4444',
          card_expiry: '11/27',
          card_cvc: '862',
        }),
      ],
      text: 'ORD-',
    },
  ],
  [
    'movers',
    'mixed',
    'en',
    'Log in as julien.mercier@mail.test / Carton#59, onglet My moves, and move MOV-20452 to Friday 15 January — reason: « le bail de l’appartement commence le 15, pas avant ». Then check que la nouvelle date apparaît bien dans la liste.',
    {
      received: [
        JULIEN,
        {
          path: '/account/moves/change-date',
          fields: {
            ref: 'MOV-20452',
            new_date: '2027-01-15',
            reason: 'le bail de l’appartement commence le 15, pas avant',
          },
        },
      ],
      text: '15/01/2027',
    },
  ],
  [
    'movers',
    'mixed',
    'fr',
    'Connecte-toi avec aisha.rahman@mail.test / Boxes-2026!, va dans l’onglet Account et change le mobile pour 07700 900419, active les SMS du moving day, et mets la langue des emails en français. Save, puis vérifie que le nouveau numéro s’affiche.',
    {
      received: [
        AISHA,
        { path: '/account/details', fields: { phone: '07700 900419', sms_updates: 'yes', language: 'fr' } },
      ],
      text: '07700 900419',
    },
  ],
  // ---------------------------------------------------------------- prose
  [
    'movers',
    'prose',
    'en',
    'Oliver Grant has sold his flat in Ancoats and is leaving for a month abroad; the few pieces he keeps will spend that time in storage before going to his sister’s house in Altrincham. He asks Swift Removals for a quote for single items on Wednesday 13 January 2027, saying his dates are flexible. The pieces leave Apartment 12, 8 Blossom Street, M4 6AJ, on the 4th floor with a lift, where the van can park less than 20 metres away, and go to 56 Moss Lane, WA15 8AP, on the ground floor, with parking right outside. There is 1 sofa, 1 wardrobe and 10 boxes; under fragile items he writes "vintage record player and about 200 vinyl records". He does not want the packing service, but he does want 4 weeks of storage. He leaves his details as Oliver Grant, oliver.grant@mail.test, 07700 900275, asks to be contacted by phone, says he found the company on a review site, checks the review page and submits his request, which gets a QTE reference.',
    {
      received: quote(
        { move_type: 'items', move_date: '2027-01-13', flexible: 'yes' },
        {
          from_address: 'Apartment 12, 8 Blossom Street',
          from_postcode: 'M4 6AJ',
          from_floor: '4',
          from_lift: 'yes',
          from_parking: 'under20',
        },
        { to_address: '56 Moss Lane', to_postcode: 'WA15 8AP', to_floor: 'ground', to_parking: 'outside' },
        {
          sofas: '1',
          wardrobes: '1',
          boxes: '10',
          fragile: 'vintage record player and about 200 vinyl records',
          packing: null,
          storage: '4',
        },
        {
          full_name: 'Oliver Grant',
          email: 'oliver.grant@mail.test',
          phone: '07700 900275',
          contact_pref: 'phone',
          heard: 'review',
        },
      ),
      text: 'QTE-',
    },
  ],
  [
    'movers',
    'prose',
    'en',
    'Grace Oduya runs a small estate agency in Chorlton and would like to recommend a removals firm to her clients. Through the Swift Removals contact form, under the topic "something else", she writes: "Hello, do you offer a discount for clients referred by local estate agents? We see about ten moves a month." She signs it Grace Oduya, with her email grace@oduya-homes.test, leaves the phone number empty and does not ask to be called back. Before leaving, she also signs up to the newsletter at the bottom of the page with the same email, ticking the consent box, and the site confirms that she is subscribed.',
    {
      received: [
        {
          path: '/contact',
          fields: {
            topic: 'other',
            message:
              'Hello, do you offer a discount for clients referred by local estate agents? We see about ten moves a month.',
            name: 'Grace Oduya',
            email: 'grace@oduya-homes.test',
            phone: '',
            callback: null,
          },
        },
        { path: '/newsletter', fields: { email: 'grace@oduya-homes.test', consent: 'yes' } },
      ],
      text: 'subscribed',
    },
  ],
  [
    'movers',
    'prose',
    'fr',
    'Nadia Benali, Lilloise installée à Manchester depuis trois ans, postule chez Swift Removals au poste de coordinatrice de déménagements francophone. Dans le formulaire de candidature, elle donne son nom, Nadia Benali, et son e-mail, nadia.benali@mail.test, coche le permis B, indique 4 ans d’expérience et écrit en guise de lettre de motivation : « Bilingue français-anglais, quatre ans de planification logistique chez un transporteur de Roubaix, et je connais bien Manchester. » Le site lui donne une référence JOB-.',
    {
      received: [
        {
          path: '/careers/apply',
          fields: {
            position: 'coordinator',
            name: 'Nadia Benali',
            email: 'nadia.benali@mail.test',
            licence: 'B',
            experience: '4',
            cover:
              'Bilingue français-anglais, quatre ans de planification logistique chez un transporteur de Roubaix, et je connais bien Manchester.',
          },
        },
      ],
      text: 'JOB-',
    },
  ],
  [
    'movers',
    'prose',
    'en',
    'Ben Whitaker needs 2 packs of large boxes and a roll of bubble wrap before his move. He adds them to his basket in the packing shop and, at the checkout, chooses delivery to 17 Clarendon Road, M16 8LD, Manchester, with his name, Ben Whitaker, and his email, ben.whitaker@mail.test. He has no card to hand, so he pays with his PayPal account (ben.whitaker@mail.test), accepts the terms of sale and expects an ORD order number.',
    { received: [] },
    false,
    'The shop takes card payment only (Visa, Mastercard, American Express: the checkout page and the FAQ say no PayPal): there is no PayPal option, so the order cannot be placed without a card.',
  ],
];
