// Fresh batch on the campsite site (Camping Les Pins Bleus, a 4-star campsite in Biscarrosse: a booking
// in five numbered screens (dates and accommodation as radio cards, guests, extras, the holder, a summary
// with "Modifier" links and the card payment), activities as cards with a date select and a participants
// count, then a screen for the participants' details, a late-arrival form, a contact form, a newsletter
// form in the footer and a customer area with tabs (stays to change or cancel, details, invoices);
// French pages at /, English under /en/ behind the "Français | English" links of the header;
// site-campsite.js). Written before any run of the reader, by someone who has not read its code; half
// "fresh" (read by make-goals.js). Forms post to the same (French) paths in both languages, so where a
// goal does not say which language the site is read in, the end text does not depend on it: a
// reference (RES-, ACT-, MSG-), a date as the site writes it in both languages (31/07/2027) or a value
// the goal gave.
// The date pickers (arrival and departure of a stay, new dates of a booked stay), the activity dates
// and the arrival time (selects) are listed with the choices: the goals give dates and times the way
// people write them ("Thu 13/05/2027", "du 12 au 19 juin 2027", "Saturday the 14th of August", "vers
// 22h30") and the fields hold ISO dates and 24-hour times. The bed linen packs and the bikes are
// selects, so a goal may count them in words; adults, children and participants are number inputs.
// "Today" on the site is Tuesday 8 December 2026; the campsite is open from 1 April to 30 September 2027.
// [site, voice, lang, goal, expect, feasible = true, note]

/** Fields whose value is a choice the site offers (select, radio, checkbox, hidden, picker), not typed text. */
export const choices = [
  'arrivee',
  'depart',
  'hebergement',
  'animal',
  'animal_ok',
  'electricite',
  'draps',
  'kit_bebe',
  'depart_tardif',
  'velos',
  'assurance',
  'pays',
  'paiement',
  'cgv',
  'activite',
  'date',
  'niveau',
  'heure',
  'sujet',
  'rappel',
  'consentement',
  'ref',
  'motif',
  'confirmation',
  'sms',
  'lang',
];

/** Values a field holds before anyone touches it. */
export const defaults = {
  adultes: '2',
  enfants: '0',
  immatriculation: '',
  remarques: '',
  participants: '1',
  sejour: '',
  telephone: '',
  message: '',
};

const signin = (email, mot_de_passe) => ({
  path: '/espace-client/connexion',
  fields: { email, mot_de_passe },
});
const SANDRINE = signin('sandrine.lefort@mail.test', 'Pins-Bleus-33!');
const JAMES = signin('james.whitfield@mail.test', 'Dune&Surf27');
/** The booking: dates and accommodation, guests, extras, holder, then the payment on the summary. */
const booking = (dates, guests, extras, holder, payment) => [
  { path: '/reservation', fields: dates },
  { path: '/reservation/voyageurs', fields: guests },
  { path: '/reservation/options', fields: extras },
  { path: '/reservation/coordonnees', fields: holder },
  { path: '/reservation/paiement', fields: { ...payment, cgv: 'oui' } },
];
const activity = (activite, date, participants, details) => [
  { path: '/activites/choix', fields: { activite, date, participants } },
  { path: '/activites/reserver', fields: details },
];

export const goals = [
  // ---------------------------------------------------------------- terse
  [
    'campsite',
    'terse',
    'en',
    'EN site → Book a stay: camper van pitch, arrive Thu 13/05/2027, leave Sun 16/05/2027 → 2 adults, 0 kids, no pet, reg GH-456-JK, electric hook-up ✓ → extras: 2 bikes only → holder Tom Pearce / tom.pearce@mail.test / +44 7700 900461 / 12 Cotham Hill, BS6 6LA Bristol, UK → summary → 30 % deposit, card 4242 4242 4242 4242 exp 08/29 cvc 517, T&Cs ✓ → RES- ref',
    {
      received: booking(
        { arrivee: '2027-05-13', depart: '2027-05-16', hebergement: 'caravane', lang: 'en' },
        { adultes: '2', enfants: '0', animal: 'non', immatriculation: 'GH-456-JK', electricite: 'oui' },
        { velos: '2', depart_tardif: null, assurance: null },
        {
          prenom: 'Tom',
          nom: 'Pearce',
          email: 'tom.pearce@mail.test',
          telephone: '+44 7700 900461',
          adresse: '12 Cotham Hill',
          code_postal: 'BS6 6LA',
          ville: 'Bristol',
          pays: 'GB',
        },
        {
          paiement: 'acompte',
          carte_numero: '4242 4242 4242 4242',
          carte_expiration: '08/29',
          carte_cryptogramme: '517',
        },
      ),
      text: 'RES-',
    },
  ],
  [
    'campsite',
    'terse',
    'fr',
    'Activités → balade en canoë, sam. 17/07/2027, 3 participants → Réserver → Hugo Ferrand, hugo.ferrand@mail.test, 06 72 18 45 90 → confirmer → réf ACT-',
    {
      received: activity('canoe', '2027-07-17', '3', {
        nom: 'Hugo Ferrand',
        email: 'hugo.ferrand@mail.test',
        telephone: '06 72 18 45 90',
      }),
      text: 'ACT-',
    },
  ],
  [
    'campsite',
    'terse',
    'en',
    'sign in james.whitfield@mail.test / Dune&Surf27 → My details → mobile 07700 900 582, car plate now YK21 HNB, text reminders off → save → new plate listed',
    {
      received: [
        JAMES,
        {
          path: '/espace-client/mes-infos',
          fields: { telephone: '07700 900 582', immatriculation: 'YK21 HNB', sms: null },
        },
      ],
      text: 'YK21 HNB',
    },
  ],
  [
    'campsite',
    'terse',
    'fr',
    'Réserver → mobil-home 2 ch., du sam. 2/01/2027 au sam. 9/01/2027, 2 adultes + 1 enfant, pas d’animal → aucune option → Claire Dumas, claire.dumas@mail.test, 06 45 12 78 33, 8 rue Sainte-Catherine, 33000 Bordeaux, France → acompte CB 5555 5555 5555 4444 exp 03/28 crypto 406, CGV ok → n° RES-',
    { received: [] },
    false,
    'The campsite is open from 1 April to 30 September 2027 only (closed in winter: home page, booking step 1, practical information): a stay in January cannot be booked.',
  ],
  // ---------------------------------------------------------------- chatty
  [
    'campsite',
    'chatty',
    'en',
    'Hi! We’re a family of five — 2 adults and 3 kids under 13 — and we’ve fallen for your 3-bedroom mobile home. Could you book it for us from Saturday the 14th of August 2027 to Saturday the 21st? Our beagle Biscuit comes too (he’s not a category 1 dog and his jabs are up to date, promise). Our car’s registration is KX68 WZA. Extras: three bed linen packs, a late departure (the drive home is long!) and four bikes; no baby kit, the kids are too big now. Please add the cancellation insurance too, just in case. Booking is in my name: Rachel Hughes, rachel.hughes@mail.test, 07700 900 733, 4 Rose Lane, Chester, CH2 3LE, United Kingdom. In the remarks put "A shady spot near the playground would be lovely". I’d rather pay the whole amount now with my Visa 4111 1111 1111 1111, expiry 05/28, CVC 902 — tick the terms for me and tell me the booking number. Thanks a million!',
    {
      received: booking(
        { arrivee: '2027-08-14', depart: '2027-08-21', hebergement: 'mh3' },
        { adultes: '2', enfants: '3', animal: 'chien', animal_ok: 'oui', immatriculation: 'KX68 WZA' },
        { draps: '3', kit_bebe: null, depart_tardif: 'oui', velos: '4', assurance: 'oui' },
        {
          prenom: 'Rachel',
          nom: 'Hughes',
          email: 'rachel.hughes@mail.test',
          telephone: '07700 900 733',
          adresse: '4 Rose Lane',
          code_postal: 'CH2 3LE',
          ville: 'Chester',
          pays: 'GB',
          remarques: 'A shady spot near the playground would be lovely',
        },
        {
          paiement: 'total',
          carte_numero: '4111 1111 1111 1111',
          carte_expiration: '05/28',
          carte_cryptogramme: '902',
        },
      ),
      text: 'RES-',
    },
  ],
  [
    'campsite',
    'chatty',
    'en',
    'Hey there — my two teenagers have been going on about surfing all year, so I’d like to get them on one of your surf lessons: Thursday 22 July 2027, the 10 o’clock session, 2 participants. They’ve never stood on a board, so beginners. Book it under my name, Mark Delaney, email mark.delaney@mail.test, mobile +353 87 123 4567. We’re staying at the campsite already, the booking is RES-48455 (it’s under my partner’s name). Can you let me know the reference once it’s done? Cheers!',
    {
      received: activity('surf', '2027-07-22', '2', {
        nom: 'Mark Delaney',
        email: 'mark.delaney@mail.test',
        telephone: '+353 87 123 4567',
        sejour: 'RES-48455',
        niveau: 'debutant',
      }),
      text: 'ACT-',
    },
  ],
  [
    'campsite',
    'chatty',
    'fr',
    'Bonjour ! J’hésite encore à réserver chez vous, j’ai d’abord une question pour mon papa. Pourriez-vous envoyer un message au camping par le formulaire de contact, sujet accessibilité, avec ce texte : « Bonjour, mon père se déplace en fauteuil roulant. Avez-vous un mobil-home adapté PMR libre fin juin ? Merci d’avance. » Je m’appelle Nathalie Garnier, mon adresse est nathalie.garnier@mail.test, et j’aimerais beaucoup qu’on me rappelle au 06 58 23 91 07 plutôt que par mail. Dites-moi si c’est bien parti, merci !',
    {
      received: [
        {
          path: '/contact',
          fields: {
            sujet: 'accessibilite',
            message:
              'Bonjour, mon père se déplace en fauteuil roulant. Avez-vous un mobil-home adapté PMR libre fin juin ? Merci d’avance.',
            nom: 'Nathalie Garnier',
            email: 'nathalie.garnier@mail.test',
            telephone: '06 58 23 91 07',
            rappel: 'oui',
          },
        },
      ],
      text: 'MSG-',
    },
  ],
  [
    'campsite',
    'chatty',
    'en',
    'Hello! My partner and I fancy a bit of glamping and the safari lodge looks gorgeous. Could you book it from Friday 4 June to Monday 7 June 2027 for the 2 of us and our springer spaniel Pepper? She’s an angel, not a category 1 dog, and fully vaccinated. We don’t need any extras. Details: Laura Benson, laura.benson@mail.test, 07700 900 219, 22 Mill Street, Oxford, OX2 0AL, United Kingdom. Just pay the deposit with my card 5555 5555 5555 4444, 11/28, CVC 330, accept the terms and send me the booking reference. Thank you!',
    { received: [] },
    false,
    'Pets are not allowed in the safari lodges (guests step, practical information): the lodge cannot be booked with a dog.',
  ],
  // ---------------------------------------------------------------- french
  [
    'campsite',
    'french',
    'fr',
    'Réservez un emplacement pour tente du 12 au 19 juin 2027 pour 2 adultes et 2 enfants de moins de 13 ans, sans animal. Notre voiture a une plaque belge, 1-ABC-234, et nous voulons le branchement électrique. Comme options, uniquement le départ tardif et deux vélos. La réservation est au nom de Julie Peeters, julie.peeters@mail.test, +32 470 12 34 56, rue des Tilleuls 14, 5000 Namur, Belgique. Réglez la totalité du séjour avec la carte 5555 5555 5555 4444 (expiration 02/29, cryptogramme 771), acceptez les conditions générales et relevez le numéro de réservation.',
    {
      received: booking(
        { arrivee: '2027-06-12', depart: '2027-06-19', hebergement: 'tente' },
        { adultes: '2', enfants: '2', animal: 'non', immatriculation: '1-ABC-234', electricite: 'oui' },
        { depart_tardif: 'oui', velos: '2', assurance: null },
        {
          prenom: 'Julie',
          nom: 'Peeters',
          email: 'julie.peeters@mail.test',
          telephone: '+32 470 12 34 56',
          adresse: 'rue des Tilleuls 14',
          code_postal: '5000',
          ville: 'Namur',
          pays: 'BE',
        },
        {
          paiement: 'total',
          carte_numero: '5555 5555 5555 4444',
          carte_expiration: '02/29',
          carte_cryptogramme: '771',
        },
      ),
      text: 'RES-',
    },
  ],
  [
    'campsite',
    'french',
    'fr',
    'Connectez-vous à l’espace client avec l’adresse sandrine.lefort@mail.test et le mot de passe Pins-Bleus-33!. Dans Mes séjours, modifiez le séjour RES-48213 : nous arriverons finalement le samedi 17 juillet 2027 et repartirons le samedi 31 juillet 2027. Enregistrez, puis vérifiez que le séjour affiche bien les nouvelles dates.',
    {
      received: [
        SANDRINE,
        {
          path: '/espace-client/sejours/modifier',
          fields: { ref: 'RES-48213', arrivee: '2027-07-17', depart: '2027-07-31' },
        },
      ],
      text: '31/07/2027',
    },
  ],
  [
    'campsite',
    'french',
    'fr',
    'Inscrivez mes deux enfants au club enfants Les P’tits Pins le mercredi 21 juillet 2027, soit 2 participants. Dans le champ des prénoms et âges, écrivez « Léo, 6 ans ; Manon, 9 ans ». La réservation est au nom d’Aurélie Masson, e-mail aurelie.masson@mail.test, portable 07 81 44 29 65. Confirmez et notez la référence ACT- qui s’affiche.',
    {
      received: activity('club', '2027-07-21', '2', {
        nom: 'Aurélie Masson',
        email: 'aurelie.masson@mail.test',
        telephone: '07 81 44 29 65',
        enfants_details: 'Léo, 6 ans ; Manon, 9 ans',
      }),
      text: 'ACT-',
    },
  ],
  [
    'campsite',
    'french',
    'fr',
    'Nous avons réservé sous le numéro RES-48102, au nom de Dupuis, et avec la route depuis Lille nous n’arriverons que vers 21h30. Remplissez le formulaire d’arrivée tardive avec cette heure et le portable 06 33 71 54 28 pour recevoir le code de la barrière, en laissant pour la réception le mot « Nous aurons une remorque à vélos. ». Envoyez, puis vérifiez que la date d’arrivée est rappelée.',
    {
      received: [
        {
          path: '/arrivee-tardive',
          fields: {
            reservation: 'RES-48102',
            nom: 'Dupuis',
            heure: '21:30',
            portable: '06 33 71 54 28',
            message: 'Nous aurons une remorque à vélos.',
          },
        },
      ],
      text: '18/06/2027',
    },
  ],
  // ---------------------------------------------------------------- mixed
  [
    'campsite',
    'mixed',
    'en',
    'Book the mobil-home 2 chambres from sam. 05/06/2027 to sam. 12/06/2027, for 2 adults + 1 enfant (our baby is 10 months), pas d’animal. Extras : 2 kits de linge and the kit bébé, no bikes, no insurance, pas de départ tardif. Holder: Pieter de Vries, pieter.devries@mail.test, +31 6 12345678, Keizersgracht 112, 1015 CW Amsterdam, Netherlands. Paiement : acompte 30 % with card 4242424242424242, exp 12/27, CVC 123, accept les CGV, and give me the RES number.',
    {
      received: booking(
        { arrivee: '2027-06-05', depart: '2027-06-12', hebergement: 'mh2' },
        { adultes: '2', enfants: '1', animal: 'non' },
        { draps: '2', kit_bebe: 'oui', velos: '0', depart_tardif: null, assurance: null },
        {
          prenom: 'Pieter',
          nom: 'de Vries',
          email: 'pieter.devries@mail.test',
          telephone: '+31 6 12345678',
          adresse: 'Keizersgracht 112',
          code_postal: '1015 CW',
          ville: 'Amsterdam',
          pays: 'NL',
        },
        {
          paiement: 'acompte',
          carte_numero: '4242424242424242',
          carte_expiration: '12/27',
          carte_cryptogramme: '123',
        },
      ),
      text: 'RES-',
    },
  ],
  [
    'campsite',
    'mixed',
    'fr',
    'Connecte-toi avec james.whitfield@mail.test / Dune&Surf27, va dans My stays et annule le séjour RES-48390 (the safari lodge in September) : motif raison professionnelle, coche la confirmation. Then check que le séjour apparaît bien comme annulé.',
    {
      received: [
        JAMES,
        {
          path: '/espace-client/sejours/annuler',
          fields: { ref: 'RES-48390', motif: 'travail', confirmation: 'oui' },
        },
      ],
      text: '08/12/2026',
    },
  ],
  [
    'campsite',
    'mixed',
    'en',
    'Late arrival pour la réservation RES-48455, surname Brennan: we’re coming off the ferry at Roscoff and won’t be there before 10.30 pm, disons vers 22h30. Mobile pour le SMS: +353 86 555 0192. Send it and check the arrival date is confirmed.',
    {
      received: [
        {
          path: '/arrivee-tardive',
          fields: { reservation: 'RES-48455', nom: 'Brennan', heure: '22:30', portable: '+353 86 555 0192' },
        },
      ],
      text: '07/08/2027',
    },
  ],
  [
    'campsite',
    'mixed',
    'fr',
    'Pour la sortie de notre groupe scout, réserve un emplacement tente du 18 au 22 mai 2027, on sera tous ensemble sur le même pitch : 4 adultes + 4 enfants de moins de 13 ans, no pet, plaque AB-782-QT, électricité oui, no extras. Titulaire Bastien Roux, bastien.roux@mail.test, 06 12 90 44 87, 3 place du Marché, 47000 Agen, France. Pay the deposit avec la carte 4242 4242 4242 4242, 07/28, 219, accepte les CGV → je veux le numéro RES.',
    { received: [] },
    false,
    'A pitch takes 6 people at most, children included (guests step, practical information): 8 people cannot be booked on one pitch.',
  ],
  // ---------------------------------------------------------------- prose
  [
    'campsite',
    'prose',
    'en',
    'Anna Kowalski is planning a long weekend by the lakes with three friends. On the campsite’s English pages she books a safari lodge from Friday 21 May to Monday 24 May 2027 for 4 adults and no children, with no pet, and leaves the vehicle registration empty because they are coming by train. She takes 4 bed linen packs, hires four bikes and adds the cancellation insurance, but not the late departure. She gives her details as Anna Kowalski, anna.kowalski@mail.test, +49 151 23456789, Bergmannstraße 5, 10961 Berlin, Germany, and in the remarks writes "We arrive by train at Ychoux station around 6 pm". On the summary she chooses the 30 % deposit, pays with her card 4000 0566 5566 5556, expiring 04/28, security code 845, accepts the terms and keeps the RES reference.',
    {
      received: booking(
        { arrivee: '2027-05-21', depart: '2027-05-24', hebergement: 'lodge', lang: 'en' },
        { adultes: '4', enfants: '0', animal: 'non', immatriculation: '' },
        { draps: '4', velos: '4', assurance: 'oui', depart_tardif: null },
        {
          prenom: 'Anna',
          nom: 'Kowalski',
          email: 'anna.kowalski@mail.test',
          telephone: '+49 151 23456789',
          adresse: 'Bergmannstraße 5',
          code_postal: '10961',
          ville: 'Berlin',
          pays: 'DE',
          remarques: 'We arrive by train at Ychoux station around 6 pm',
        },
        {
          paiement: 'acompte',
          carte_numero: '4000 0566 5566 5556',
          carte_expiration: '04/28',
          carte_cryptogramme: '845',
        },
      ),
      text: 'RES-',
    },
  ],
  [
    'campsite',
    'prose',
    'en',
    'Sandrine Lefort’s works council pays back part of her family’s holidays, but it wants the invoice for the deposit she has already paid for this summer. She signs in to the Pins Bleus customer area with sandrine.lefort@mail.test and her password Pins-Bleus-33!, opens the invoices tab and looks up the number and the amount of the invoice for her stay RES-48213.',
    { received: [SANDRINE], text: 'FAC-2027-0038' },
  ],
  [
    'campsite',
    'prose',
    'en',
    'Owen Price, who is spending the first fortnight of September at the campsite with his wife and their two grown-up sons, wants a family outing on the water. On the English pages he books the canoe trip on Wednesday 8 September 2027 for 4 participants, in his name, Owen Price, with the email owen.price@mail.test and the mobile 07700 900 846, and confirms. Before leaving the site he also subscribes to the campsite’s newsletter at the foot of the page with the same email address, ticking the consent box, and sees that his address is now signed up.',
    {
      received: [
        ...activity('canoe', '2027-09-08', '4', {
          nom: 'Owen Price',
          email: 'owen.price@mail.test',
          telephone: '07700 900 846',
        }),
        { path: '/newsletter', fields: { email: 'owen.price@mail.test', consentement: 'oui' } },
      ],
      text: 'owen.price@mail.test',
    },
  ],
  [
    'campsite',
    'prose',
    'fr',
    'Gérard et Monique Moreau, retraités à Pau, veulent passer une semaine à Biscarrosse avec leur camping-car, du lundi 6 au lundi 13 septembre 2027. Ils réservent un emplacement pour camping-car, à deux, sans animal, avec l’électricité ; leur plaque est EF-902-RT et ils ne prennent aucune option. Le titulaire est Gérard Moreau, gerard.moreau@mail.test, 05 59 27 63 10, 17 avenue de Lons, 64000 Pau, France. N’ayant pas de carte bancaire, ils règlent la totalité du séjour en ligne avec leurs chèques-vacances ANCV, acceptent les conditions générales et attendent leur numéro de réservation.',
    { received: [] },
    false,
    'Online payment is by bank card only (summary page, practical information): ANCV holiday vouchers and cheques are taken at the reception only, for the balance, so the booking cannot be paid and confirmed online without a card.',
  ],
];
