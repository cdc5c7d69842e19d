// Fresh batch on the florist site (Fleurs de Loire, a florist in Angers: a shop of bouquets as cards with
// a "Voir" / "View" link to each bouquet's page (size radios, an optional vase, a quantity, "Ajouter au
// panier"), a cart where a line's quantity is changed or the line removed, a checkout in three screens
// (delivery, card message, payment) and a summary with "Confirmer la commande"; a custom-bouquet request,
// a wedding and events quote, a flower subscription, a contact form, a newsletter form in the footer and
// a customer account with tabs (orders, addresses, subscriptions); French pages at /, English under /en/
// behind the "Français | English" links of the header; site-florist.js). Written before any run of the
// reader, by someone who has not read its code; half "fresh" (read by make-goals.js). Forms post to the
// same (French) paths in both languages, so where a goal does not say which language the site is read
// in, the end text does not depend on it: a reference (CMD-, DEV-, EVT-, ABO-, MSG-), a date as the site
// writes it in both languages (08/02/2027) or a value the goal gave.
// The date pickers (delivery date, date a custom bouquet is needed, event date, first delivery of a
// subscription) are listed with the choices: the goals give dates the way people write them ("jeu.
// 17/12", "Saturday 12 June 2027", "le lundi 4 janvier 2027") and the inputs hold ISO dates. The time
// slot of a delivery is a select of three slots (9h–12h, 14h–18h, 18h–20h); the goals name a slot in a
// way that fits only one of them.
// The cart travels as a hidden "items" field of the first checkout screen (product:size[+vase]:quantity,
// in the order the lines were added), so a goal's bouquets are checked there whatever way they were put
// in the cart; where a goal tells how the cart is built (add, then change or remove a line), those posts
// are expected too.
// "Today" on the site is Tuesday 8 December 2026.
// [site, voice, lang, goal, expect, feasible = true, note]

/** Fields whose value is a choice the site offers (select, radio, checkbox, hidden, picker), not typed text. */
export const choices = [
  'product',
  'size',
  'vase',
  'line',
  'items',
  'delivery_date',
  'slot',
  'anonymous',
  'terms',
  'occasion',
  'budget',
  'colours',
  'date_needed',
  'event_date',
  'arch',
  'frequency',
  'start_date',
  'subject',
  'consent',
  'ref',
  'duration',
  'reason',
  'lang',
];

/** Values a field holds before anyone touches it. */
export const defaults = {
  qty: '1',
  address2: '',
  card_message: '',
  wishes: '',
  details: '',
  phone: '',
  order_ref: '',
};

const signin = (email, password) => ({ path: '/compte/connexion', fields: { email, password } });
const HELENE = signin('helene.marchand@mail.test', 'Pivoine-49!');
const MARK = signin('mark.bennett@mail.test', 'Tulip&Rose8');
/** The checkout: the delivery (with the cart as "items"), the card message, the payment, the summary confirmed. */
const checkout = (delivery, card, payment) => [
  { path: '/commande/livraison', fields: delivery },
  { path: '/commande/carte', fields: card },
  { path: '/commande/paiement', fields: { ...payment, terms: 'yes' } },
  { path: '/commande/confirmer', fields: {} },
];

export const goals = [
  // ---------------------------------------------------------------- terse
  [
    'florist',
    'terse',
    'fr',
    'Boutique → L’Angevine → Voir → taille moyenne + vase, qté 1 → Ajouter au panier → Commander → livraison : Camille Durand, 8 rue Saint-Laud, 49100 Angers, jeu. 17/12, créneau du matin → carte : « Joyeux anniversaire Camille, profite bien de ta journée ! » signée Thomas Girard / thomas.girard@mail.test / 06 12 34 56 78 → CB 4970 1012 3456 7893, exp. 08/28, crypto 123, CGV cochées → Confirmer la commande → attendu : réf CMD-xxxxx',
    {
      received: checkout(
        {
          items: 'angevine:medium+vase:1',
          first_name: 'Camille',
          last_name: 'Durand',
          address: '8 rue Saint-Laud',
          address2: '',
          postcode: '49100',
          city: 'Angers',
          delivery_date: '2026-12-17',
          slot: 'morning',
        },
        {
          card_message: 'Joyeux anniversaire Camille, profite bien de ta journée !',
          anonymous: null,
          sender_name: 'Thomas Girard',
          sender_email: 'thomas.girard@mail.test',
          sender_phone: '06 12 34 56 78',
        },
        { card_number: '4970 1012 3456 7893', card_expiry: '08/28', card_cvc: '123' },
      ),
      text: 'CMD-',
    },
  ],
  [
    'florist',
    'terse',
    'en',
    'Custom bouquet request → occasion: thank you / budget €50–80 / colours: white + yellow / wishes: "Something bright and simple for my team, no lilies please" / date needed: Fri 18/12 / Olivia Grant, olivia.grant@mail.test, 07 81 45 22 90 → send → DEV- ref shown',
    {
      received: [
        {
          path: '/bouquet-sur-mesure',
          fields: {
            occasion: 'thanks',
            budget: '50-80',
            colours: 'white,yellow',
            wishes: 'Something bright and simple for my team, no lilies please',
            date_needed: '2026-12-18',
            name: 'Olivia Grant',
            email: 'olivia.grant@mail.test',
            phone: '07 81 45 22 90',
          },
        },
      ],
      text: 'DEV-',
    },
  ],
  [
    'florist',
    'terse',
    'fr',
    'Mon compte → connexion helene.marchand@mail.test / Pivoine-49! → onglet Adresses → nouvelle adresse « Antoine » : Antoine Marchand, 27 rue des Ardoisiers, complément « Résidence Les Ardoises, bât. B », 49800 Trélazé → enregistrer → vérifier qu’elle apparaît dans la liste',
    {
      received: [
        HELENE,
        {
          path: '/compte/adresses',
          fields: {
            label: 'Antoine',
            first_name: 'Antoine',
            last_name: 'Marchand',
            address: '27 rue des Ardoisiers',
            address2: 'Résidence Les Ardoises, bât. B',
            postcode: '49800',
            city: 'Trélazé',
          },
        },
      ],
      text: '27 rue des Ardoisiers',
    },
  ],
  [
    'florist',
    'terse',
    'en',
    'Shop → Passion, large, no vase → checkout → recipient Martin Leclerc, 22 quai Mayaud, 49400 Saumur / Sat 19/12 / afternoon → card "Happy birthday Martin!" from Sophie Hale / sophie.hale@mail.test / 06 70 11 22 33 → pay 4920 0012 3498 7656, 05/28, CVC 321, T&Cs ✓ → Confirm order → CMD- expected',
    { received: [] },
    false,
    'Fleurs de Loire delivers in Angers and ten towns around it only (the delivery page and the first checkout screen list them); Saumur, 49400, is not one of them and the delivery screen refuses it.',
  ],
  // ---------------------------------------------------------------- chatty
  [
    'florist',
    'chatty',
    'en',
    'Hi! So I’ve just moved to Angers (new flat, very empty walls, ha) and I’d like to treat myself to a flower subscription. Every two weeks feels right — weekly is a bit much for my budget — and the medium size, please. Could the first delivery be on Thursday 7 January? I’m back from my parents’ by then. The address is 14 rue Toussaint, 49100 Angers, and it’s for me: Emma Clarke, emma.clarke@mail.test. Once it’s done, tell me my subscription number!',
    {
      received: [
        {
          path: '/abonnement',
          fields: {
            frequency: 'fortnightly',
            size: 'medium',
            start_date: '2027-01-07',
            address: '14 rue Toussaint',
            address2: '',
            postcode: '49100',
            city: 'Angers',
            name: 'Emma Clarke',
            email: 'emma.clarke@mail.test',
          },
        },
      ],
      text: 'ABO-',
    },
  ],
  [
    'florist',
    'chatty',
    'en',
    'Hello! My fiancée and I are getting married on Saturday 12 June 2027 (eek!) at a little château in Brissac-Quincé, and everyone keeps telling us Fleurs de Loire is the place for wedding flowers. We’ll have 14 tables at the reception, and we’d really love a flower arch for the ceremony. Could you fill in the quote request for us? Name: Rachel Moore, email rachel.moore@mail.test. In the box about our plans, please write: "Country style, lots of white and pale pink, with some eucalyptus." Then send it off and let me know the reference you get.',
    {
      received: [
        {
          path: '/mariages-evenements',
          fields: {
            event_date: '2027-06-12',
            venue_town: 'Brissac-Quincé',
            tables: '14',
            arch: 'yes',
            name: 'Rachel Moore',
            email: 'rachel.moore@mail.test',
            details: 'Country style, lots of white and pale pink, with some eucalyptus.',
          },
        },
      ],
      text: 'EVT-',
    },
  ],
  [
    'florist',
    'chatty',
    'fr',
    'Bonjour ! Petite question : j’ai commandé un bouquet Douceur d’hiver pour ma fille (commande CMD-40190, livraison vendredi matin), et je me rends compte qu’elle ne rentre du travail qu’après 18 h… Vous pouvez écrire au fleuriste par le formulaire de contact pour moi ? Le sujet, c’est la commande en cours, évidemment. Le message : « Bonjour, serait-il possible de livrer la commande CMD-40190 en soirée plutôt que le matin ? Ma fille ne rentre qu’après 18 h. Merci ! » Je suis Hélène Marchand, helene.marchand@mail.test, et mon portable c’est le 06 45 12 78 90. Dites-moi juste le numéro de suivi du message, merci !',
    {
      received: [
        {
          path: '/contact',
          fields: {
            subject: 'order',
            order_ref: 'CMD-40190',
            message:
              'Bonjour, serait-il possible de livrer la commande CMD-40190 en soirée plutôt que le matin ? Ma fille ne rentre qu’après 18 h. Merci !',
            name: 'Hélène Marchand',
            email: 'helene.marchand@mail.test',
            phone: '06 45 12 78 90',
          },
        },
      ],
      text: 'MSG-',
    },
  ],
  [
    'florist',
    'chatty',
    'en',
    'Hiya — I live in Manchester and my mum is in Angers, so I want to surprise her on Christmas Eve. The Christmas Night bouquet in medium would be perfect (no vase, she has loads). It’s for Margaret Hughes, 6 rue Lenepveu, 49100 Angers, Thursday 24 December, in the morning if possible. On the card: "Merry Christmas Mum, wish I was there! Love, Jack". I’m Jack Hughes, jack.hughes@mail.test, +44 7700 900456. One thing: I don’t have a card I can use online at the moment, so please pay with my PayPal account (jack.hughes@mail.test). Then confirm it and give me the order number. Thanks a million!',
    { received: [] },
    false,
    'The checkout takes bank cards only (CB, Visa, Mastercard: the payment screen has the card fields and nothing else, and the delivery page says so); there is no PayPal.',
  ],
  // ---------------------------------------------------------------- french
  [
    'florist',
    'french',
    'fr',
    'Envoyer un bouquet « Rayon de soleil » en petite taille, sans vase, à Léa Fontaine, 3 rue Bressigny, 49100 Angers, le mercredi 16 décembre dans l’après-midi, avec le message « Pour illuminer ta semaine. Un admirateur » sur une carte non signée (envoi anonyme). L’expéditeur est Julien Roussel, julien.roussel@mail.test, 07 62 18 34 55. Régler par carte 5131 4211 0000 7268, expiration 11/27, cryptogramme 318, accepter les conditions générales de vente puis confirmer la commande : un numéro CMD doit s’afficher.',
    {
      received: checkout(
        {
          items: 'soleil:small:1',
          first_name: 'Léa',
          last_name: 'Fontaine',
          address: '3 rue Bressigny',
          postcode: '49100',
          city: 'Angers',
          delivery_date: '2026-12-16',
          slot: 'afternoon',
        },
        {
          card_message: 'Pour illuminer ta semaine. Un admirateur',
          anonymous: 'yes',
          sender_name: 'Julien Roussel',
          sender_email: 'julien.roussel@mail.test',
          sender_phone: '07 62 18 34 55',
        },
        { card_number: '5131 4211 0000 7268', card_expiry: '11/27', card_cvc: '318' },
      ),
      text: 'CMD-',
    },
  ],
  [
    'florist',
    'french',
    'fr',
    'Faire une demande de bouquet sur mesure pour un deuil : budget de 80 à 120 €, uniquement des fleurs blanches, pour le samedi 12 décembre. Dans les souhaits, écrire « Une gerbe sobre pour les obsèques de mon grand-père, il aimait les roses blanches ». Demande au nom de Bernard Lemoine, bernard.lemoine@mail.test, téléphone 02 41 88 76 54. Une référence DEV doit s’afficher.',
    {
      received: [
        {
          path: '/bouquet-sur-mesure',
          fields: {
            occasion: 'funeral',
            budget: '80-120',
            colours: 'white',
            wishes: 'Une gerbe sobre pour les obsèques de mon grand-père, il aimait les roses blanches',
            date_needed: '2026-12-12',
            name: 'Bernard Lemoine',
            email: 'bernard.lemoine@mail.test',
            phone: '02 41 88 76 54',
          },
        },
      ],
      text: 'DEV-',
    },
  ],
  [
    'florist',
    'french',
    'fr',
    'Souscrire un abonnement mensuel de bouquets en grande taille pour l’accueil du cabinet, première livraison le lundi 4 janvier 2027, au 21 boulevard du Roi-René, 49100 Angers (complément d’adresse : « Cabinet Vasseur, 2e étage »), au nom de Claire Vasseur, contact@cabinet-vasseur.test. Relever le numéro d’abonnement ABO.',
    {
      received: [
        {
          path: '/abonnement',
          fields: {
            frequency: 'monthly',
            size: 'large',
            start_date: '2027-01-04',
            address: '21 boulevard du Roi-René',
            address2: 'Cabinet Vasseur, 2e étage',
            postcode: '49100',
            city: 'Angers',
            name: 'Claire Vasseur',
            email: 'contact@cabinet-vasseur.test',
          },
        },
      ],
      text: 'ABO-',
    },
  ],
  [
    'florist',
    'french',
    'fr',
    'Demander un devis pour les fleurs d’un mariage le samedi 4 septembre 2027 à Savennières : 20 tables, pas d’arche fleurie, rien à ajouter dans la description du projet. Au nom de Manon Bertin, manon.bertin@mail.test. La référence EVT de la demande doit s’afficher.',
    {
      received: [
        {
          path: '/mariages-evenements',
          fields: {
            event_date: '2027-09-04',
            venue_town: 'Savennières',
            tables: '20',
            arch: 'no',
            name: 'Manon Bertin',
            email: 'manon.bertin@mail.test',
            details: '',
          },
        },
      ],
      text: 'EVT-',
    },
  ],
  // ---------------------------------------------------------------- mixed
  [
    'florist',
    'mixed',
    'fr',
    'Ajoute 2 bouquets Champêtre en size small dans le cart, puis un Bord de Loire large avec le vase. Dans le panier, finalement remove les Champêtre et passe le Bord de Loire à 2. Checkout : livraison à Nathalie Roy, 45 rue Plantagenêt, 49100 Angers, samedi 19/12 le matin. Message : « Pour le nouvel appartement, bravo à vous deux ! », sender Pierre Roy, pierre.roy@mail.test, 06 33 21 98 76. Pay by card 4556 7375 8689 9855, expiry 02/29, CVC 402, accepte les CGV et confirme. Check qu’on a bien une ref CMD.',
    {
      received: [
        { path: '/panier/ajouter', fields: { product: 'champetre', size: 'small' } },
        {
          path: '/panier/ajouter',
          fields: { product: 'bord-de-loire', size: 'large', vase: 'yes', qty: '1' },
        },
        { path: '/panier/retirer', fields: { line: 'champetre:small' } },
        { path: '/panier/modifier', fields: { line: 'bord-de-loire:large+vase', qty: '2' } },
        ...checkout(
          {
            items: 'bord-de-loire:large+vase:2',
            first_name: 'Nathalie',
            last_name: 'Roy',
            address: '45 rue Plantagenêt',
            postcode: '49100',
            city: 'Angers',
            delivery_date: '2026-12-19',
            slot: 'morning',
          },
          {
            card_message: 'Pour le nouvel appartement, bravo à vous deux !',
            anonymous: null,
            sender_name: 'Pierre Roy',
            sender_email: 'pierre.roy@mail.test',
            sender_phone: '06 33 21 98 76',
          },
          { card_number: '4556 7375 8689 9855', card_expiry: '02/29', card_cvc: '402' },
        ),
      ],
      text: 'CMD-',
    },
  ],
  [
    'florist',
    'mixed',
    'en',
    'Log in avec mark.bennett@mail.test / Tulip&Rose8, go to the subscriptions tab and mets en pause the weekly one for the office (ABO-20488) for 2 months — reason: déménagement, we’re moving offices in January. Then check the new status shows the date the deliveries start again.',
    {
      received: [
        MARK,
        {
          path: '/compte/abonnements/suspendre',
          fields: { ref: 'ABO-20488', duration: '2m', reason: 'moving' },
        },
      ],
      text: '08/02/2027',
    },
  ],
  [
    'florist',
    'mixed',
    'en',
    'Order the Winter Softness bouquet, taille grande, sans vase, quantity 1, for Sarah Lambert, 2 rue d’Alsace, 49100 Angers — complément d’adresse "Digicode 4521, 3e étage" — delivered on Tuesday 22/12 in the evening slot (after 6 pm, she works late). Card message: "Happy retirement Sarah, from all of us at Studio Kora", sender Studio Kora, hello@studio-kora.test, 02 41 20 30 40. Pay with card 5133 4567 8901 2344, exp 10/27, CVC 737, accept the CGV, confirm, and note the CMD ref.',
    {
      received: checkout(
        {
          items: 'douceur:large:1',
          first_name: 'Sarah',
          last_name: 'Lambert',
          address: '2 rue d’Alsace',
          address2: 'Digicode 4521, 3e étage',
          postcode: '49100',
          city: 'Angers',
          delivery_date: '2026-12-22',
          slot: 'evening',
        },
        {
          card_message: 'Happy retirement Sarah, from all of us at Studio Kora',
          anonymous: null,
          sender_name: 'Studio Kora',
          sender_email: 'hello@studio-kora.test',
          sender_phone: '02 41 20 30 40',
        },
        { card_number: '5133 4567 8901 2344', card_expiry: '10/27', card_cvc: '737' },
      ),
      text: 'CMD-',
    },
  ],
  [
    'florist',
    'mixed',
    'fr',
    'Commande le bouquet Passion en taille M, with the vase ET la boîte de chocolats en supplément, pour Inès Moreau, 10 rue Voltaire, 49100 Angers, vendredi 18/12 l’après-midi. Carte : « Je t’aime, à ce soir ». Sender Hugo Martin, hugo.martin@mail.test, 06 58 47 36 25. Pay by card 4012 8888 8888 1881, 04/28, CVC 555, CGV ok → confirm et récupère le numéro CMD.',
    { received: [] },
    false,
    'The bouquets have one extra only, a glass vase (a checkbox on the bouquet’s page); the shop sells no chocolates and no other add-on, so the order asked for cannot be made.',
  ],
  // ---------------------------------------------------------------- prose
  [
    'florist',
    'prose',
    'en',
    'Mark Bennett cannot remember where his anniversary bouquet was sent last week. He signs in with mark.bennett@mail.test and Tulip&Rose8, opens his orders, views order CMD-40135 and checks that it was delivered to 11 rue Saint-Aubin.',
    { received: [MARK], text: '11 rue Saint-Aubin' },
  ],
  [
    'florist',
    'prose',
    'en',
    'Laura Chen is in charge of the flowers for her team’s Christmas lunch. She puts one Christmas Night bouquet in the small size, without a vase, in her cart, then, in the cart, changes the quantity to 3, one for each table. They are to be delivered on Friday 18 December, in the morning, to the restaurant manager, Marc Dubois, at 18 quai des Carmes, 49100 Angers, with "Restaurant La Table des Carmes" as the second address line. The card reads "Joyeux Noël à toute l’équipe !" and is signed by Laura Chen, laura.chen@mail.test, 06 24 68 13 57. She pays with her card, 4973 1009 3817 2643, expiring 06/27, security code 246, accepts the terms of sale, confirms the order and expects a CMD reference.',
    {
      received: [
        { path: '/panier/ajouter', fields: { product: 'noel', size: 'small', vase: null, qty: '1' } },
        { path: '/panier/modifier', fields: { line: 'noel:small', qty: '3' } },
        ...checkout(
          {
            items: 'noel:small:3',
            first_name: 'Marc',
            last_name: 'Dubois',
            address: '18 quai des Carmes',
            address2: 'Restaurant La Table des Carmes',
            postcode: '49100',
            city: 'Angers',
            delivery_date: '2026-12-18',
            slot: 'morning',
          },
          {
            card_message: 'Joyeux Noël à toute l’équipe !',
            anonymous: null,
            sender_name: 'Laura Chen',
            sender_email: 'laura.chen@mail.test',
            sender_phone: '06 24 68 13 57',
          },
          { card_number: '4973 1009 3817 2643', card_expiry: '06/27', card_cvc: '246' },
        ),
      ],
      text: 'CMD-',
    },
  ],
  [
    'florist',
    'prose',
    'fr',
    'Agathe Morin tient une chambre d’hôtes à Bouchemaine. Elle écrit aux Fleurs de Loire par le formulaire de contact, au sujet d’un abonnement : « Bonjour, proposez-vous un tarif pour un abonnement hebdomadaire de trois bouquets pour les chambres d’une maison d’hôtes ? » Elle signe Agathe Morin, avec son adresse agathe.morin@mail.test et son numéro, le 06 87 54 21 09. Puis, en bas de page, elle s’inscrit à la lettre d’information avec la même adresse en acceptant de la recevoir, et voit son inscription confirmée.',
    {
      received: [
        {
          path: '/contact',
          fields: {
            subject: 'subscription',
            order_ref: '',
            message:
              'Bonjour, proposez-vous un tarif pour un abonnement hebdomadaire de trois bouquets pour les chambres d’une maison d’hôtes ?',
            name: 'Agathe Morin',
            email: 'agathe.morin@mail.test',
            phone: '06 87 54 21 09',
          },
        },
        { path: '/newsletter', fields: { email: 'agathe.morin@mail.test', consent: 'yes' } },
      ],
      text: 'agathe.morin@mail.test',
    },
  ],
  [
    'florist',
    'prose',
    'en',
    'Tom Reeves wants to give his sister Lucy a €50 Fleurs de Loire gift card, so that she can choose her own bouquet. He buys it on the site, has it emailed to her at lucy.reeves@mail.test with the message "Happy birthday, pick something lovely!", pays with his card 5555 5555 5555 4444, expiring 09/27, code 135, and expects a gift card code on the last page.',
    { received: [] },
    false,
    'Fleurs de Loire sells no gift cards: the site has the shop, custom bouquets, weddings and events, subscriptions and contact, and nowhere to buy a card of a given amount.',
  ],
];
