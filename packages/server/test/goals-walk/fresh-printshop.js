// Fresh batch on the printshop site (Inkwell Print Co., an online printer in Bristol with a French-speaking
// desk: product pages with a configurator (size, paper, sides, finish, quantity, rounded corners, a text,
// the artwork and a template) and "Add to basket", a basket with a quantity select and a "Remove" button
// per line and a promo code (INK10), a checkout in three screens (delivery, your details, payment), a
// custom quote, proof approval, a contact form, a footer newsletter and an account with tabs (orders with
// "Reorder" and "Track", saved designs, details); English at /, French under /fr/ behind the "English |
// Français" links of the header; site-printshop.js). Written before any run of the reader, by someone who
// has not read its code; half "fresh" (read by make-goals.js). Forms post to the same (English) paths in
// both languages, so where a goal does not say which language the site is read in, the end text does not
// depend on it: a reference (ORD-, QTE-, MSG-), a date as the site writes it in both languages
// (10/12/2026), a tracking number, a promo code or a value the goal gave.
// The configurator's selects and radios (size, paper, sides, finish, quantity, template, artwork), the
// rounded-corners box, the hidden product, design, line and order references, the delivery radios, the
// country select, the quote's job type, budget and deadline picker are listed with the choices: the goals
// name them their own way ("85x55", "two hundred and fifty", "le 15/01", "Friday 18th Dec") and the fields
// hold the site's values (85x55, 250, 2027-01-15, 2026-12-18).
// "Now" on the site is Tuesday 8 December 2026, 10 am.
// [site, voice, lang, goal, expect, feasible = true, note]

/** Fields whose value is a choice the site offers (select, radio, checkbox, hidden, picker), not typed text. */
export const choices = [
  'product',
  'design',
  'size',
  'paper',
  'sides',
  'finish',
  'quantity',
  'corners',
  'artwork',
  'template',
  'line',
  'delivery',
  'country',
  'terms',
  'job_type',
  'deadline',
  'budget',
  'ref',
  'confirm',
  'topic',
  'callback',
  'consent',
  'remember',
  'lang',
];

/** Values a field holds before anyone touches it. */
export const defaults = {
  custom_text: '',
  address2: '',
  company: '',
  vat_number: '',
  phone: '',
};

const signin = (email, password) => ({ path: '/account/sign-in', fields: { email, password } });
const OLIVIA = signin('olivia.bennett@mail.test', 'Letterpress-26');
const CHLOE = signin('chloe.garnier@mail.test', 'Papier#Kraft7');
const add = (product, fields) => ({ path: '/basket/add', fields: { product, ...fields } });
/** The checkout: delivery, your details, payment (terms ticked). */
const checkout = (delivery, details, card) => [
  { path: '/checkout/delivery', fields: delivery },
  { path: '/checkout/details', fields: details },
  { path: '/checkout/payment', fields: { ...card, terms: 'yes' } },
];

export const goals = [
  // ---------------------------------------------------------------- terse
  [
    'printshop',
    'terse',
    'en',
    "Business cards → 85x55, 400gsm matt, double-sided, spot UV, qty 500, rounded corners on, name on card: Dr Amelia Hart, artwork: I'll email it later → add to basket → checkout: standard delivery to 14 Cotham Hill, Bristol, BS6 6LA → contact Amelia Hart / amelia.hart@mail.test / 0117 496 0382 → pay 4242 4242 4242 4242, 07/29, CVC 612, accept T&Cs → expect ORD-xxxxx",
    {
      received: [
        add('business-cards', {
          size: '85x55',
          paper: 'matt400',
          sides: 'double',
          finish: 'spotuv',
          quantity: '500',
          corners: 'yes',
          custom_text: 'Dr Amelia Hart',
          artwork: 'email',
        }),
        ...checkout(
          { delivery: 'standard', address1: '14 Cotham Hill', town: 'Bristol', postcode: 'BS6 6LA' },
          {
            contact_name: 'Amelia Hart',
            company: '',
            email: 'amelia.hart@mail.test',
            phone: '0117 496 0382',
            vat_number: '',
          },
          { card_number: '4242 4242 4242 4242', card_expiry: '07/29', card_cvc: '612' },
        ),
      ],
      text: 'ORD-',
    },
  ],
  [
    'printshop',
    'terse',
    'fr',
    'Valider un BAT : commande ORD-58240, code postal BS3 1QY → cocher la case « j’ai vérifié » → valider → noter la date d’expédition',
    {
      received: [
        { path: '/proof', fields: { order_ref: 'ORD-58240', postcode: 'BS3 1QY' } },
        { path: '/proof/approve', fields: { ref: 'ORD-58240', confirm: 'yes' } },
      ],
      text: '10/12/2026',
    },
  ],
  [
    'printshop',
    'terse',
    'en',
    'log in olivia.bennett@mail.test pw Letterpress-26 → Details tab → phone +44 117 496 0714, company Bennett & Hale Architects LLP, invoice email accounts@bennetthale.test → save → check new phone is shown',
    {
      received: [
        OLIVIA,
        {
          path: '/account/details',
          fields: {
            phone: '+44 117 496 0714',
            company: 'Bennett & Hale Architects LLP',
            invoice_email: 'accounts@bennetthale.test',
          },
        },
      ],
      text: '+44 117 496 0714',
    },
  ],
  [
    'printshop',
    'terse',
    'fr',
    'Cartes de visite : 85x55, papier kraft, recto verso, vernis sélectif UV, 250 ex., nom sur la carte « Hugo Lemaire », fichier envoyé plus tard → panier → retrait en boutique → Hugo Lemaire / hugo.lemaire@mail.test / 07700 900417 → CB 4242 4242 4242 4242, 05/28, crypto 903, CGV → réf ORD attendue',
    { received: [] },
    false,
    'Spot UV is only applied to 400gsm matt paper (the product page, its finish radio and the help page say so, and the site refuses it on kraft, as the business-card page warns: "kraft paper and spot UV, but not together"), so kraft business cards with spot UV cannot be added to the basket.',
  ],
  // ---------------------------------------------------------------- chatty
  [
    'printshop',
    'chatty',
    'en',
    'Hi! I run a little coffee roastery in Easton and we need flyers for our Christmas market stall. Could you sort out an order for A5 flyers, two hundred and fifty of them, on the 350gsm silk, printed both sides, no lamination or anything fancy? Let’s use your Modern template, and the headline should say "Small-batch coffee, roasted in Easton". Once they’re in the basket, pop in the code INK10 (a friend told me about it). I’ll collect them from your shop on Stokes Croft, no need to post them. My details: Jordan Pike, company Pike & Daughter Roasters, jordan@pikeroasters.test, mobile 07700 900562, and please put our VAT number GB 123 4567 89 on the invoice. Card is 5555 5555 5555 4444, expires 03/28, CVC 271. Tick the terms and let me know the order number!',
    {
      received: [
        add('flyers', {
          size: 'A5',
          paper: 'silk350',
          sides: 'double',
          finish: 'none',
          quantity: '250',
          custom_text: 'Small-batch coffee, roasted in Easton',
          artwork: 'template',
          template: 'modern',
        }),
        { path: '/basket/promo', fields: { promo_code: 'INK10' } },
        ...checkout(
          { delivery: 'collect' },
          {
            contact_name: 'Jordan Pike',
            company: 'Pike & Daughter Roasters',
            email: 'jordan@pikeroasters.test',
            phone: '07700 900562',
            vat_number: 'GB 123 4567 89',
          },
          { card_number: '5555 5555 5555 4444', card_expiry: '03/28', card_cvc: '271' },
        ),
      ],
      text: 'ORD-',
    },
  ],
  [
    'printshop',
    'chatty',
    'en',
    'Hello from Brussels! My sister is getting married in Ghent in the spring and I’ve volunteered to sort out the invitations. We’d like 100 wedding invitations, A5, on the recycled 300gsm paper, single-sided, soft-touch finish, with "Sofie & Tom · 17 April 2027" as the names and date, and your design service because none of us can draw. Please have them delivered to my flat at Rue du Midi 48, 1000 Brussels, Belgium. I’m Anneke Peeters, anneke.peeters@mail.test, +32 470 12 34 56. Pay with my card 4242 4242 4242 4242, exp 10/27, CVC 558, tick the terms and send me the order number. Thanks so much!',
    { received: [] },
    false,
    'Inkwell delivers in the United Kingdom only: the country select holds only the United Kingdom, the postcode must be a UK postcode (1000 is refused) and the help page says it does not send parcels abroad, not even to Belgium; so the invitations cannot be delivered to Brussels.',
  ],
  [
    'printshop',
    'chatty',
    'en',
    'Hi, hoping you can help. I ordered some posters a while back and the invoice came through without our company name on it, which our accounts team won’t accept. Could you send a message through your contact page, under invoices and VAT? Something like: "Hello, the invoice for order ORD-57950 is missing our company name, Harbourside Housing Co-op. Could you reissue it please?" My name is Daniel Okafor, daniel.okafor@mail.test. I’d rather talk it through, so give them my number, +44 7700 900321, and tick the box to have someone call me back. Cheers!',
    {
      received: [
        {
          path: '/contact',
          fields: {
            topic: 'invoice',
            message:
              'Hello, the invoice for order ORD-57950 is missing our company name, Harbourside Housing Co-op. Could you reissue it please?',
            name: 'Daniel Okafor',
            email: 'daniel.okafor@mail.test',
            phone: '+44 7700 900321',
            callback: 'yes',
          },
        },
      ],
      text: 'MSG-',
    },
  ],
  [
    'printshop',
    'chatty',
    'fr',
    'Coucou ! Je prépare les pots de miel de notre petite ruche de Clifton pour le marché de Noël et il me faut des étiquettes. Tu peux me mettre dans le panier des autocollants 75x75, sur papier kraft, sans finition, deux cent cinquante pour commencer, avec les coins arrondis, et le texte « Miel de Clifton · récolte 2026 » ? Pour le visuel, prends le modèle Botanique. Ensuite, dans le panier, passe la quantité à 500 (on a plus de pots que prévu !) et ajoute le code promo INK10. Pas besoin de commander tout de suite, dis-moi juste le total avec la réduction. Merci !',
    {
      received: [
        add('stickers', {
          size: '75x75',
          paper: 'kraft',
          finish: 'none',
          quantity: '250',
          corners: 'yes',
          custom_text: 'Miel de Clifton · récolte 2026',
          artwork: 'template',
          template: 'botanical',
        }),
        { path: '/basket/update', fields: { line: '1', quantity: '500' } },
        { path: '/basket/promo', fields: { promo_code: 'INK10' } },
      ],
      text: 'INK10',
    },
  ],
  // ---------------------------------------------------------------- french
  [
    'printshop',
    'french',
    'fr',
    'Je tiens une crêperie sur Gloucester Road et je voudrais un devis pour de nouveaux menus, un travail qui n’est pas dans votre catalogue. Remplissez le formulaire de devis sur mesure : type de travail « Menus », quantité 400, pour le 15/01 au plus tard (c’est un vendredi), format « A4 plié en deux, 4 pages ». Dans la description, mettez : « Menus plastifiés résistants aux taches, impression couleur recto verso, papier épais ; nous fournissons le fichier PDF. » Mon budget se situe entre 100 et 250 livres. Je m’appelle Bastien Roche, e-mail bastien.roche@mail.test. Envoyez la demande et notez la référence QTE.',
    {
      received: [
        {
          path: '/custom-quote',
          fields: {
            job_type: 'menus',
            quantity: '400',
            deadline: '2027-01-15',
            dimensions: 'A4 plié en deux, 4 pages',
            description:
              'Menus plastifiés résistants aux taches, impression couleur recto verso, papier épais ; nous fournissons le fichier PDF.',
            budget: '100to250',
            name: 'Bastien Roche',
            email: 'bastien.roche@mail.test',
          },
        },
      ],
      text: 'QTE-',
    },
  ],
  [
    'printshop',
    'french',
    'fr',
    'Nous nous marions en juin et nous aimerions commander nos faire-part chez Inkwell. Il nous en faut cent, au format A5, sur papier recyclé 300 g, imprimés recto verso, avec la finition toucher doux et les coins arrondis. Le texte à indiquer est « Léa & Hugo — 12.06.2027 ». Comme nous n’avons pas de graphiste, choisissez le service de création à 25 livres. Une fois l’article dans le panier, passez commande en livraison standard : adresse 5 Royal York Crescent, complément d’adresse Clifton, ville Bristol, code postal BS8 4JZ. Le contact est Léa Fontaine (lea.fontaine@mail.test, +33 6 45 21 87 90). Payez avec la carte 4000 0566 5566 5556, expiration 12/27, cryptogramme 347, en acceptant les conditions générales, et donnez-moi le numéro de commande.',
    {
      received: [
        add('invitations', {
          size: 'A5',
          paper: 'recycled300',
          sides: 'double',
          finish: 'softtouch',
          quantity: '100',
          corners: 'yes',
          custom_text: 'Léa & Hugo — 12.06.2027',
          artwork: 'design',
        }),
        ...checkout(
          {
            delivery: 'standard',
            address1: '5 Royal York Crescent',
            address2: 'Clifton',
            town: 'Bristol',
            postcode: 'BS8 4JZ',
          },
          {
            contact_name: 'Léa Fontaine',
            company: '',
            email: 'lea.fontaine@mail.test',
            phone: '+33 6 45 21 87 90',
            vat_number: '',
          },
          { card_number: '4000 0566 5566 5556', card_expiry: '12/27', card_cvc: '347' },
        ),
      ],
      text: 'ORD-',
    },
  ],
  [
    'printshop',
    'french',
    'fr',
    'Notre boutique ouvre demain, mercredi 9 décembre, et il nous faut en urgence un kakémono pour l’entrée. Faites une demande de devis sur mesure : type « Kakémonos et panneaux », quantité 1, dimensions 85 x 200 cm, description « Kakémono enrouleur avec notre logo et l’adresse de la boutique », budget moins de 100 £, date limite demain, au nom d’Inès Morel, e-mail ines.morel@mail.test. Envoyez la demande et donnez-moi la référence QTE.',
    { received: [] },
    false,
    'A custom quote needs a deadline at least 3 working days away (the form says Friday 11 December 2026 at the earliest, its date picker starts there and the site refuses an earlier date), so a quote for a banner needed tomorrow, Wednesday 9 December, cannot be sent.',
  ],
  [
    'printshop',
    'french',
    'fr',
    'Connectez-vous à mon espace client Inkwell avec l’adresse chloe.garnier@mail.test et le mot de passe Papier#Kraft7. Dans l’onglet des commandes, suivez la commande ORD-58166 (mes autocollants kraft) et relevez le numéro de suivi du transporteur.',
    { received: [CHLOE], text: 'FQ 4821 7730 5GB' },
  ],
  // ---------------------------------------------------------------- mixed
  [
    'printshop',
    'mixed',
    'en',
    'Sign in as olivia.bennett@mail.test, mot de passe Letterpress-26. In Orders, click Reorder on ORD-58102 (les flyers Open Studio), then checkout avec livraison next day : address line 1 Unit 4 Paintworks, line 2 Bath Road, Bristol, BS4 3EH. Contact : Olivia Bennett, société Bennett & Hale Architects, olivia.bennett@mail.test, tél 0117 496 0175, TVA GB 204 7719 63. Pay with 4242 4242 4242 4242, exp 11/28, CVC 190, accepte les CGV, and give me the ORD number.',
    {
      received: [
        OLIVIA,
        { path: '/account/reorder', fields: { ref: 'ORD-58102' } },
        ...checkout(
          {
            delivery: 'nextday',
            address1: 'Unit 4 Paintworks',
            address2: 'Bath Road',
            town: 'Bristol',
            postcode: 'BS4 3EH',
          },
          {
            contact_name: 'Olivia Bennett',
            company: 'Bennett & Hale Architects',
            email: 'olivia.bennett@mail.test',
            phone: '0117 496 0175',
            vat_number: 'GB 204 7719 63',
          },
          { card_number: '4242 4242 4242 4242', card_expiry: '11/28', card_cvc: '190' },
        ),
      ],
      text: 'ORD-',
    },
  ],
  [
    'printshop',
    'mixed',
    'fr',
    'Va sur la page pour approve a proof, entre la commande ORD-58213 et le postcode BS1 4JE. Ne valide pas : fais un Request changes avec le commentaire « Please add our website bennetthale.test sous le numéro de téléphone, merci ». Puis check la date du nouveau proof.',
    {
      received: [
        { path: '/proof', fields: { order_ref: 'ORD-58213', postcode: 'BS1 4JE' } },
        {
          path: '/proof/changes',
          fields: {
            ref: 'ORD-58213',
            comment: 'Please add our website bennetthale.test sous le numéro de téléphone, merci',
          },
        },
      ],
      text: '09/12/2026',
    },
  ],
  [
    'printshop',
    'mixed',
    'fr',
    'Sur la version française du site, inscris manon.petit@mail.test à la newsletter en bas de page, coche bien le consent, et check que la confirmation s’affiche.',
    {
      received: [
        { path: '/newsletter', fields: { email: 'manon.petit@mail.test', consent: 'yes', lang: 'fr' } },
      ],
      text: 'manon.petit@mail.test',
    },
  ],
  [
    'printshop',
    'mixed',
    'en',
    'Add to basket: posters A3, 25 copies, 350gsm silk, single-sided, matt lamination, headline « Bristol Ceramics Fair 2027 », artwork I’ll email later. Puis des stickers 50x50, 100, silk, no finish, texte « Fair 2027 », fichier par email plus tard aussi. Finalement, remove the stickers from the basket, et checkout : collect from the shop, contact Ruth Adeyemi, ruth.adeyemi@mail.test, 07700 900 733, carte 5555 5555 5555 4444 exp 08/27 cvc 404, terms ✓ → ORD number please.',
    {
      received: [
        add('posters', {
          size: 'A3',
          paper: 'silk350',
          sides: 'single',
          finish: 'matt',
          quantity: '25',
          custom_text: 'Bristol Ceramics Fair 2027',
          artwork: 'email',
        }),
        add('stickers', {
          size: '50x50',
          paper: 'silk350',
          finish: 'none',
          quantity: '100',
          corners: null,
          custom_text: 'Fair 2027',
          artwork: 'email',
        }),
        { path: '/basket/remove', fields: { line: '2' } },
        ...checkout(
          { delivery: 'collect' },
          {
            contact_name: 'Ruth Adeyemi',
            company: '',
            email: 'ruth.adeyemi@mail.test',
            phone: '07700 900 733',
            vat_number: '',
          },
          { card_number: '5555 5555 5555 4444', card_expiry: '08/27', card_cvc: '404' },
        ),
      ],
      text: 'ORD-',
    },
  ],
  // ---------------------------------------------------------------- prose
  [
    'printshop',
    'prose',
    'en',
    'Naomi Clarke is organising a careers fair at the University of Bristol and needs roll-up banners, which Inkwell does not sell online. On the custom quote form she picks roll-up banners and signs as the type of job, asks for 3 of them and gives Friday 18th Dec as her deadline. For the dimensions she writes 850 x 2000 mm, and she describes the job as "Three pull-up banners with aluminium stands and carry bags, one design each, artwork supplied as PDF". Her budget is between £250 and £500. She signs the request Naomi Clarke, naomi.clarke@mail.test, and is given a QTE reference.',
    {
      received: [
        {
          path: '/custom-quote',
          fields: {
            job_type: 'banners',
            quantity: '3',
            deadline: '2026-12-18',
            dimensions: '850 x 2000 mm',
            description:
              'Three pull-up banners with aluminium stands and carry bags, one design each, artwork supplied as PDF',
            budget: '250to500',
            name: 'Naomi Clarke',
            email: 'naomi.clarke@mail.test',
          },
        },
      ],
      text: 'QTE-',
    },
  ],
  [
    'printshop',
    'prose',
    'en',
    'For the spring lecture series, Professor Alan Whitfield wants 10 A2 posters printed on both sides, with the programme on the front and a map of the campus on the back, on 400gsm matt paper with no finish; he will email the artwork later. He adds them to the basket, chooses to collect them from the Stokes Croft shop, gives his details (Alan Whitfield, a.whitfield@mail.test, 0117 496 0929), pays with the card 4242 4242 4242 4242 expiring 06/28, CVC 733, accepts the terms and expects an ORD number.',
    { received: [] },
    false,
    'Posters are printed on one side only (the poster page, its blurb and the help page say so, and the site refuses double-sided posters), so double-sided A2 posters cannot be ordered.',
  ],
  [
    'printshop',
    'prose',
    'fr',
    'Chloé Garnier, céramiste à Bristol, n’a presque plus de cartes de visite. Elle se connecte à son compte Inkwell (chloe.garnier@mail.test, mot de passe Papier#Kraft7), ouvre l’onglet des créations enregistrées et commande sa « Carte de visite Atelier Garnier » telle quelle, en cinq cents exemplaires cette fois. Elle passe ensuite commande avec retrait à la boutique de Stokes Croft et indique comme contact Chloé Garnier, société Atelier Garnier, chloe.garnier@mail.test, téléphone 07700 900845, puis règle avec sa carte 5555 5555 5555 4444 (expiration 09/27, cryptogramme 615) en acceptant les conditions. Elle obtient un numéro de commande ORD.',
    {
      received: [
        CHLOE,
        add('business-cards', {
          design: 'garnier-card',
          size: '85x55',
          paper: 'kraft',
          sides: 'double',
          finish: 'none',
          quantity: '500',
          corners: 'yes',
          artwork: 'saved',
        }),
        ...checkout(
          { delivery: 'collect' },
          {
            contact_name: 'Chloé Garnier',
            company: 'Atelier Garnier',
            email: 'chloe.garnier@mail.test',
            phone: '07700 900845',
            vat_number: '',
          },
          { card_number: '5555 5555 5555 4444', card_expiry: '09/27', card_cvc: '615' },
        ),
      ],
      text: 'ORD-',
    },
  ],
  [
    'printshop',
    'prose',
    'en',
    'The Bristol Community Choir is giving a winter concert, and its secretary, Helen Marsh, orders the flyers. She wants one thousand A6 flyers on recycled 300gsm paper, printed on both sides, with no finish; the headline is "Winter Concert at St Paul\'s, 19 December" and she will email the artwork later. At the checkout she chooses standard delivery to 11 Portland Square, Bristol, BS2 8SJ, and gives her details: Helen Marsh, for the company Bristol Community Choir, helen.marsh@mail.test, phone 0117 496 0623. She pays with her card 4242 4242 4242 4242, expiry 02/28, security code 508, accepts the terms and receives an ORD order number.',
    {
      received: [
        add('flyers', {
          size: 'A6',
          paper: 'recycled300',
          sides: 'double',
          finish: 'none',
          quantity: '1000',
          custom_text: "Winter Concert at St Paul's, 19 December",
          artwork: 'email',
        }),
        ...checkout(
          { delivery: 'standard', address1: '11 Portland Square', town: 'Bristol', postcode: 'BS2 8SJ' },
          {
            contact_name: 'Helen Marsh',
            company: 'Bristol Community Choir',
            email: 'helen.marsh@mail.test',
            phone: '0117 496 0623',
            vat_number: '',
          },
          { card_number: '4242 4242 4242 4242', card_expiry: '02/28', card_cvc: '508' },
        ),
      ],
      text: 'ORD-',
    },
  ],
];
