// Fresh batch on the garage site (Northside Auto / Garage Nord, an independent car-repair workshop and
// tire shop in Montreal; English pages with a French version behind the header's EN | FR switch;
// site-garage.js). Written before any run of the reader, by someone who has not read its code; half
// "fresh" (read by make-goals.js). Where a goal does not say which language the site is read in, the end
// text does not depend on it: a booking reference (BK-204…), an order number (T-582…), a quote reference
// (Q-77…), a payment receipt (PAY-88…) or a licence plate. "Today" on the site is Wednesday 15 April 2026.
// [site, voice, lang, goal, expect, feasible = true, note]

/** Fields whose value is a choice the site offers (select, radio, checkbox, hidden, a time-slot button),
 * not typed text. */
export const choices = [
  'make',
  'services',
  'courtesy_car',
  'slot',
  'sms_reminder',
  'terms',
  'width',
  'ratio',
  'rim',
  'season',
  'sku',
  'fulfilment',
  'fitting_slot',
  'province',
  'damage',
  'contact_method',
  'insurance_claim',
  'remember',
  'ref',
  'cancel_reason',
  'invoice',
  'marketing',
  'rating',
  'service',
  'language',
];

/** Values a field holds before anyone touches it. */
export const defaults = { qty: '4', province: 'QC' };

const signin = (email, password) => ({ path: '/signin', fields: { email, password } });
const MARC = signin('marc.tremblay@mail.test', 'Garage-Nord-88');
const SOPHIE = signin('sophie.gagnon@mail.test', 'Pneus&Cafe2026');
const DAVID = signin('david.chen@mail.test', 'Northside!42');
const vehicle = (plate, make, model, year, mileage) => ({
  path: '/book/vehicle',
  fields: { plate, make, model, year, mileage },
});
const services = (list, courtesy_car, notes) => ({
  path: '/book/services',
  fields: { services: list, courtesy_car, notes },
});
const slot = (when) => ({ path: '/book/slot', fields: { slot: when } });
const contact = (first_name, last_name, phone, email, sms_reminder) => ({
  path: '/book/contact',
  fields: { first_name, last_name, phone, email, sms_reminder },
});
const CONFIRM = { path: '/book/confirm', fields: { terms: 'yes' } };
const search = (width, ratio, rim, season) => ({ path: '/tires', fields: { width, ratio, rim, season } });
const add = (sku, qty = '4') => ({ path: '/cart/add', fields: { sku, qty } });
const card = (card_name, card_number, card_expiry, card_cvc) => ({
  card_name,
  card_number,
  card_expiry,
  card_cvc,
});
const pay = (c) => ({ path: '/checkout/payment', fields: c });
const payInvoice = (invoice, c) => ({ path: '/account/invoices/pay', fields: { invoice, ...c } });

export const goals = [
  // ---------------------------------------------------------------- terse
  [
    'garage',
    'terse',
    'en',
    'tire shop: 205/55R16 winter → Add to cart on the Bridgestone Blizzak WS90 row (qty 4), promo code NORD10, checkout → fitting at the garage Fri Apr 17 10:00 AM, Kevin Nguyen / kevin.nguyen@mail.test / 514 555-0123. card 4111 1111 1111 1111 exp 08/28 cvc 123, name on card Kevin Nguyen → order no. T-…',
    {
      received: [
        search('205', '55', '16', 'winter'),
        add('BS-WS90-2055516'),
        { path: '/cart/promo', fields: { promo_code: 'NORD10' } },
        {
          path: '/checkout/delivery',
          fields: {
            fulfilment: 'fitting',
            fitting_slot: '2026-04-17T10:00',
            first_name: 'Kevin',
            last_name: 'Nguyen',
            email: 'kevin.nguyen@mail.test',
            phone: '514 555-0123',
          },
        },
        pay(card('Kevin Nguyen', '4111 1111 1111 1111', '08/28', '123')),
      ],
      text: 'T-582',
    },
  ],
  [
    'garage',
    'terse',
    'en',
    'Recall check → VIN 2HGFC2F59KH512345 → expect "1 open recall" (fuel pump)',
    { received: [{ path: '/recalls', fields: { vin: '2HGFC2F59KH512345' } }], text: '1 open recall' },
  ],
  [
    'garage',
    'terse',
    'fr',
    'Espace client sophie.gagnon@mail.test / Pneus&Cafe2026 → factures → régler la facture impayée INV-1201 par carte 5555 5555 5555 4444, exp. 11/27, CVC 456, titulaire Sophie Gagnon → un n° de reçu PAY- doit s’afficher',
    {
      received: [
        SOPHIE,
        payInvoice('INV-1201', card('Sophie Gagnon', '5555 5555 5555 4444', '11/27', '456')),
      ],
      text: 'PAY-88',
    },
  ],
  [
    'garage',
    'terse',
    'fr',
    'RDV vidange pour la Civic 2018 (FJR-4821, 112 400 km), dépôt dim. 19 avril 9 h. Contact : Marc Tremblay, 514 555-0134, marc.tremblay@mail.test. Conditions acceptées → réf. BK- attendue',
    { received: [] },
    false,
    'the garage is closed on Sundays: the drop-off table shows Sunday 19 April as "Closed on Sundays" ("Fermé le dimanche") with no time to pick',
  ],
  // ---------------------------------------------------------------- chatty
  [
    'garage',
    'chatty',
    'en',
    'Hi there! A truck threw a stone at my car on the Metropolitan yesterday and now the windshield is cracked right across 😩 Could you book me a windshield replacement through the Northside Auto site? It’s my 2020 Kia Soul, plate FXB-2290, about 61 250 km. Thursday April 16 at 8:30 AM would be perfect. I’m Sophie Gagnon, 438 555-0199, sophie.gagnon@mail.test. Can you send me the BK number once it’s booked? Thanks so much!',
    { received: [] },
    false,
    'the garage does not replace windshields: the booking offers no windshield or glass service (it says glass work goes to a partner, Vitrerie Saint-Michel, and cannot be booked there)',
  ],
  [
    'garage',
    'chatty',
    'en',
    'Hey! Could you send a body work quote request on the Northside Auto site for my neighbour Priya Sharma? Somebody dented her 2019 Hyundai Elantra with a shopping cart in the Marché Central parking lot. For the description, put: "Fist-sized dent on the rear passenger door, the paint is not cracked." Her phone is 514 555-0148 and her email priya.sharma@mail.test. She’d rather be contacted by text message, and it’s not an insurance claim (she’ll pay for it herself). Just make sure you get a Q- reference at the end. Thanks a bunch!',
    {
      received: [
        {
          path: '/bodywork',
          fields: {
            name: 'Priya Sharma',
            phone: '514 555-0148',
            email: 'priya.sharma@mail.test',
            make: 'hyundai',
            model: 'Elantra',
            year: '2019',
            damage: 'dent',
            description: 'Fist-sized dent on the rear passenger door, the paint is not cracked.',
            contact_method: 'sms',
            insurance_claim: null,
          },
        },
      ],
      text: 'Q-77',
    },
  ],
  [
    'garage',
    'chatty',
    'fr',
    'Bonjour ! Est-ce que tu pourrais me réserver un entretien sur le site du Garage Nord ? C’est pour ma Mazda CX-5 2016, plaque V52 KMR, 131 200 km au compteur. Il me faudrait une vidange d’huile et un alignement, et j’aurais besoin d’une voiture de courtoisie pendant ce temps-là. Dans les remarques pour le technicien, écris : « Bruit de frottement à l’avant gauche au freinage ». Je peux déposer l’auto le mardi 21 avril à 8 h 30. Mes coordonnées : Sophie Gagnon, 438 555-0199, sophie.gagnon@mail.test, et je veux bien le rappel par texto. Accepte les conditions et dis-moi si tu as bien un numéro BK-. Merci !',
    {
      received: [
        vehicle('V52 KMR', 'mazda', 'CX-5', '2016', '131 200'),
        services('oil,alignment', 'yes', 'Bruit de frottement à l’avant gauche au freinage'),
        slot('2026-04-21T08:30'),
        contact('Sophie', 'Gagnon', '438 555-0199', 'sophie.gagnon@mail.test', 'yes'),
        CONFIRM,
      ],
      text: 'BK-204',
    },
  ],
  [
    'garage',
    'chatty',
    'fr',
    'Salut ! Peux-tu te connecter au compte client de David Chen (david.chen@mail.test, mot de passe Northside!42) et ajouter sa nouvelle voiture dans « Mes véhicules » ? C’est une Volkswagen Golf 2022, plaque HPX-5127, 18 350 km. Vérifie ensuite qu’elle apparaît bien dans la liste avec sa plaque. Merci beaucoup !',
    {
      received: [
        DAVID,
        {
          path: '/account/vehicles/add',
          fields: { plate: 'HPX-5127', make: 'volkswagen', model: 'Golf', year: '2022', mileage: '18 350' },
        },
      ],
      text: 'HPX-5127',
    },
  ],
  // ---------------------------------------------------------------- prose
  [
    'garage',
    'prose',
    'en',
    'Marc Tremblay can no longer drop his Civic off tomorrow morning: his daughter’s school has a professional development day. He signs in to his Northside Auto account with marc.tremblay@mail.test and his password Garage-Nord-88, opens his appointments and reschedules the oil change and inspection booked for Thursday to Friday, April 17 at 10:00 AM. He then makes sure the page confirms that the appointment was moved.',
    {
      received: [
        MARC,
        { path: '/account/appointments/reschedule', fields: { ref: 'BK-20311', slot: '2026-04-17T10:00' } },
      ],
      text: 'has been moved to Friday, April 17 at 10:00 AM',
    },
  ],
  [
    'garage',
    'prose',
    'en',
    'Jean-François Roy had the air conditioning of his car recharged at Northside Auto last week and was pleased with it. He goes to the reviews page and leaves a four-star review for the air conditioning service, signed "Jean-François R.", with the comment "Quick and friendly, the A/C blows cold again. I waited a little longer than announced though." He checks that the site thanks him for his review.',
    {
      received: [
        {
          path: '/reviews',
          fields: {
            rating: '4',
            service: 'ac',
            comment:
              'Quick and friendly, the A/C blows cold again. I waited a little longer than announced though.',
            name: 'Jean-François R.',
          },
        },
      ],
      text: 'Thank you for your review',
    },
  ],
  [
    'garage',
    'prose',
    'fr',
    'Isabelle Roy habite à Laval et veut se faire livrer quatre pneus d’hiver pour son RAV4. Dans la boutique de pneus du garage, elle cherche la dimension 225/65R17 en pneus d’hiver et ajoute au panier les Yokohama iceGUARD G075, en gardant la quantité proposée de 4. Elle passe la commande en choisissant la livraison à domicile, avec son nom, Isabelle Roy, son courriel isabelle.roy@mail.test et son téléphone 450 555-0162 ; l’adresse est le 355 boulevard des Laurentides, appartement 4, Laval, Québec, H7G 2T9. Elle paie avec sa carte Visa 4242 4242 4242 4242 (expiration 03/29, code de sécurité 737), à son nom, et note le numéro de commande, qui commence par T-.',
    {
      received: [
        search('225', '65', '17', 'winter'),
        add('YK-G075-2256517'),
        {
          path: '/checkout/delivery',
          fields: {
            fulfilment: 'delivery',
            first_name: 'Isabelle',
            last_name: 'Roy',
            email: 'isabelle.roy@mail.test',
            phone: '450 555-0162',
            street: '355 boulevard des Laurentides',
            apartment: '4',
            city: 'Laval',
            province: 'QC',
            postal_code: 'H7G 2T9',
          },
        },
        pay(card('Isabelle Roy', '4242 4242 4242 4242', '03/29', '737')),
      ],
      text: 'T-582',
    },
  ],
  [
    'garage',
    'prose',
    'fr',
    'Sophie Gagnon a vendu sa Kia Soul la semaine dernière ; son rendez-vous de climatisation du samedi 25 avril n’a donc plus de raison d’être. Sur la version française du site, elle se connecte à son espace client (sophie.gagnon@mail.test, mot de passe Pneus&Cafe2026), ouvre ses rendez-vous et annule celui de la Kia en indiquant comme motif qu’elle a vendu le véhicule, avec le commentaire « Voiture vendue le 10 avril ». Elle vérifie que le site confirme l’annulation.',
    {
      received: [
        SOPHIE,
        {
          path: '/account/appointments/cancel',
          fields: { ref: 'BK-20390', cancel_reason: 'sold', comment: 'Voiture vendue le 10 avril' },
        },
      ],
      text: 'a été annulé',
    },
  ],
  // ---------------------------------------------------------------- steps
  [
    'garage',
    'steps',
    'en',
    '1. Open Services. 2. On the Tire changeover card, click Book this service. 3. Vehicle: plate FJR-4821, make Honda, model Civic, year 2018, mileage 112 950. 4. Keep Tire changeover, also tick Multi-point inspection, no courtesy car, and write in the notes: "Winter tires are in the trunk, please put them in storage". 5. Choose Saturday, April 18 at 9:00 AM. 6. Contact: Marc Tremblay, mobile 514 555-0134, marc.tremblay@mail.test, no SMS reminder. 7. Accept the workshop terms and confirm. 8. Check that the page says Booking confirmed.',
    {
      received: [
        vehicle('FJR-4821', 'honda', 'Civic', '2018', '112 950'),
        services('tyres,inspection', null, 'Winter tires are in the trunk, please put them in storage'),
        slot('2026-04-18T09:00'),
        contact('Marc', 'Tremblay', '514 555-0134', 'marc.tremblay@mail.test', null),
        CONFIRM,
      ],
      text: 'Booking confirmed',
    },
  ],
  [
    'garage',
    'steps',
    'en',
    'Go to the home page, then open Services, then click Details on the Air conditioning card, then check that the price shown is $149.95.',
    { received: [], text: '$149.95' },
  ],
  [
    'garage',
    'steps',
    'fr',
    '1) Passer le site en français (FR). 2) Se connecter avec marc.tremblay@mail.test / Garage-Nord-88. 3) Aller dans l’onglet Profil. 4) Remplacer le téléphone par 514 555-0190 et l’adresse par 9100 rue Saint-Hubert, code postal H2M 1Y8 (la ville ne change pas). 5) Cocher la case pour recevoir les offres saisonnières par courriel. 6) Enregistrer. 7) Vérifier que « Votre profil a été mis à jour » s’affiche.',
    {
      received: [
        MARC,
        {
          path: '/account/profile',
          fields: {
            phone: '514 555-0190',
            street: '9100 rue Saint-Hubert',
            postal_code: 'H2M 1Y8',
            marketing: 'yes',
          },
        },
      ],
      text: 'Votre profil a été mis à jour',
    },
  ],
  [
    'garage',
    'steps',
    'fr',
    '1. Mettre le site en FR. 2. Ouvrir Pneus. 3. Chercher 235/45R18, saison Été. 4. Ajouter au panier 2 Michelin Pilot Sport 4. 5. Ajouter aussi 2 Continental ExtremeContact Sport 02. 6. Ouvrir le panier et retirer les Continental. 7. Passer la quantité des Michelin à 4 puis cliquer sur « Mettre à jour ». 8. Vérifier que le sous-total affiche 1 239,96 $.',
    {
      received: [
        search('235', '45', '18', 'summer'),
        add('MI-PS4-2354518', '2'),
        add('CO-ECS02-2354518', '2'),
        { path: '/cart/remove', fields: { sku: 'CO-ECS02-2354518' } },
        { path: '/cart/update', fields: { sku: 'MI-PS4-2354518', qty: '4' } },
      ],
      text: '1 239,96 $',
    },
  ],
  // ---------------------------------------------------------------- mixed
  [
    'garage',
    'mixed',
    'en',
    'login as marc.tremblay@mail.test / Garage-Nord-88, go to Factures, payer the unpaid brake invoice INV-1243 with carte 4000 0566 5566 5556, exp 12/27, CVC 321, titulaire Marc Tremblay → check the reçu number PAY- shows',
    {
      received: [MARC, payInvoice('INV-1243', card('Marc Tremblay', '4000 0566 5566 5556', '12/27', '321'))],
      text: 'PAY-88',
    },
  ],
  [
    'garage',
    'mixed',
    'en',
    'Book a service pour une Subaru Outback 2017, plaque GHK-3390, 152 000 km. Services : freins + diagnostic moteur (the check-engine light is on), with a voiture de courtoisie. Notes: "Check engine light on since Monday, brakes squeal when cold". Dépôt jeudi 23 avril à 9 h. Client : Amélie Dubois, cell 514 555-0155, amelie.dubois@mail.test, rappel SMS oui. Accept the terms, confirm and check there’s a BK- number.',
    {
      received: [
        vehicle('GHK-3390', 'subaru', 'Outback', '2017', '152 000'),
        services('brakes,diagnostic', 'yes', 'Check engine light on since Monday, brakes squeal when cold'),
        slot('2026-04-23T09:00'),
        contact('Amélie', 'Dubois', '514 555-0155', 'amelie.dubois@mail.test', 'yes'),
        CONFIRM,
      ],
      text: 'BK-204',
    },
  ],
  [
    'garage',
    'mixed',
    'fr',
    'Se connecter avec sophie.gagnon@mail.test / Pneus&Cafe2026, aller dans Appointments, faire Reschedule sur le rdv freins de la Mazda (celui du vendredi 17 avril) pour le lundi 20 avril à 10 h, puis vérifier que la page affiche « moved to Monday, April 20 ».',
    {
      received: [
        SOPHIE,
        { path: '/account/appointments/reschedule', fields: { ref: 'BK-20327', slot: '2026-04-20T10:00' } },
      ],
      text: 'moved to Monday, April 20',
    },
  ],
  [
    'garage',
    'mixed',
    'fr',
    'Sur le site en anglais, dans Tires : chercher du 195/65R15 winter, Add to cart sur la ligne Toyo Observe GSi-6 (4 pneus), appliquer le promo code NORD10, puis checkout en Home delivery : Luc Bélanger, luc.belanger@mail.test, 514 555-0109, 2250 rue Bélanger, Montréal, H2G 1C5. Payer avec la carte 5105 1051 0510 5100, exp 09/28, CVC 987, titulaire Luc Bélanger, et vérifier le numéro de commande T-.',
    {
      received: [
        search('195', '65', '15', 'winter'),
        add('TY-GSI6-1956515'),
        { path: '/cart/promo', fields: { promo_code: 'NORD10' } },
        {
          path: '/checkout/delivery',
          fields: {
            fulfilment: 'delivery',
            first_name: 'Luc',
            last_name: 'Bélanger',
            email: 'luc.belanger@mail.test',
            phone: '514 555-0109',
            street: '2250 rue Bélanger',
            city: 'Montréal',
            province: 'QC',
            postal_code: 'H2G 1C5',
          },
        },
        pay(card('Luc Bélanger', '5105 1051 0510 5100', '09/28', '987')),
      ],
      text: 'T-582',
    },
  ],
];
