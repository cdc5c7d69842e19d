// garage: Northside Auto / Garage Nord, an independent car-repair workshop and tire shop in Montreal
// (English by default, a French version through the EN | FR switch in the header). A home page; the
// services as cards with prices, each with "Details" and "Book this service"; a service booking in five
// steps (the vehicle, the services, a drop-off time in a table of days with time buttons and week paging,
// the contact details, a review with the workshop terms) ending on a BK- reference; a tire shop (a GET
// search by width, ratio, rim and season, results in a table with a quantity and "Add to cart" per
// row), a cart (quantity and "Remove" per row, a promo code) and a checkout in two steps (fitting at the
// garage or home delivery, then the card) ending on an order number T-…; a body-work quote request
// (Q- reference); a recall check by VIN; reviews with a form; contact and opening hours; and a customer
// account behind a sign-in with tabs: My vehicles (service history per vehicle, add a vehicle),
// Appointments (reschedule, cancel with a reason), Invoices (pay the unpaid ones, PAY- receipt) and
// Profile. "Today" on this site is Wednesday 15 April 2026.
// Registered in sites.js; uses its helpers (h, page, sid). Only function declarations are exported, so
// that either file may be imported first.
import { DAYS as FR_EN_DAYS, MONTHS as FR_EN_MONTHS } from './calendar-names.js';
import { h, page, sid } from './sites.js';

const TODAY = '2026-04-15';

/* ------------------------------------------------------------------------------------------ data */

const SERVICES = [
  {
    id: 'oil',
    name: ['Oil change', 'Vidange d’huile'],
    price: 89.95,
    from: true,
    time: ['About 45 minutes', 'Environ 45 minutes'],
    blurb: [
      'Synthetic-blend oil (up to 5 L), a new filter and a 21-point safety check.',
      'Huile semi-synthétique (jusqu’à 5 L), filtre neuf et vérification de sécurité en 21 points.',
    ],
    body: [
      'Most cars need fresh oil every 8,000 to 12,000 km. We use oil that meets your manufacturer’s specification, so your warranty stays valid, and we stamp your maintenance booklet. Full synthetic oil is available for $30 more.',
      'La plupart des voitures ont besoin d’une vidange tous les 8 000 à 12 000 km. Nous utilisons une huile conforme aux exigences du constructeur, ce qui préserve votre garantie, et nous tamponnons votre carnet d’entretien. L’huile 100 % synthétique est offerte pour 30 $ de plus.',
    ],
    included: [
      [
        'Drain and refill, new oil filter',
        'Top-up of washer fluid',
        'Tire pressure check',
        '21-point inspection report',
      ],
      [
        'Vidange et remplissage, filtre à huile neuf',
        'Appoint du lave-glace',
        'Vérification de la pression des pneus',
        'Rapport d’inspection en 21 points',
      ],
    ],
  },
  {
    id: 'brakes',
    name: ['Brake service', 'Freins'],
    price: 249,
    from: true,
    time: ['About 2 hours', 'Environ 2 heures'],
    blurb: [
      'New pads, rotor check and caliper service, per axle. Free brake inspection.',
      'Plaquettes neuves, contrôle des disques et entretien des étriers, par essieu. Inspection des freins gratuite.',
    ],
    body: [
      'Squealing, grinding or a soft pedal? Our technicians measure your pads and rotors, clean and lubricate the calipers and replace what is worn. Montreal winters are hard on brakes: salt seizes the calipers, so we recommend a brake service every spring. Rotors, if needed, are quoted before any work.',
      'Un grincement, un frottement ou une pédale molle ? Nos techniciens mesurent vos plaquettes et vos disques, nettoient et lubrifient les étriers et remplacent ce qui est usé. Les hivers montréalais sont durs pour les freins : le sel grippe les étriers, c’est pourquoi nous recommandons un entretien des freins chaque printemps. Les disques, s’il le faut, font l’objet d’une estimation avant les travaux.',
    ],
    included: [
      ['Ceramic brake pads (one axle)', 'Caliper cleaning and lubrication', 'Brake fluid check', 'Road test'],
      [
        'Plaquettes en céramique (un essieu)',
        'Nettoyage et lubrification des étriers',
        'Vérification du liquide de frein',
        'Essai routier',
      ],
    ],
  },
  {
    id: 'tyres',
    name: ['Tire changeover', 'Changement de pneus'],
    price: 79.95,
    from: false,
    time: ['About 45 minutes', 'Environ 45 minutes'],
    blurb: [
      'Seasonal swap of four tires already on rims, with balancing check. Storage available.',
      'Pose saisonnière de quatre pneus déjà montés sur jantes, avec vérification de l’équilibrage. Entreposage offert.',
    ],
    body: [
      'In Quebec, winter tires are mandatory from December 1 to March 15. Book your spring changeover now: we swap your four wheels, check the tread depth and the pressure, and torque the nuts to spec. Mounting tires on rims (tires not on rims) is $129.95. Seasonal storage is $89 per season.',
      'Au Québec, les pneus d’hiver sont obligatoires du 1er décembre au 15 mars. Réservez dès maintenant votre changement du printemps : nous posons vos quatre roues, vérifions l’usure et la pression et serrons les écrous au couple prescrit. Le montage de pneus sur jantes (pneus non montés) coûte 129,95 $. L’entreposage saisonnier coûte 89 $ par saison.',
    ],
    included: [
      [
        'Removal and installation of four wheels',
        'Tread depth and pressure check',
        'Torque to manufacturer spec',
      ],
      [
        'Dépose et pose de quatre roues',
        'Contrôle de l’usure et de la pression',
        'Serrage au couple du constructeur',
      ],
    ],
  },
  {
    id: 'ac',
    name: ['Air conditioning', 'Climatisation'],
    price: 149.95,
    from: false,
    time: ['About 1 hour', 'Environ 1 heure'],
    blurb: [
      'Leak test, refrigerant recovery and recharge (R-134a or R-1234yf), cabin filter check.',
      'Test d’étanchéité, récupération et recharge du réfrigérant (R-134a ou R-1234yf), contrôle du filtre d’habitacle.',
    ],
    body: [
      'If your A/C blows warm air or smells musty, it may be low on refrigerant. We test the system for leaks, recover the old refrigerant, vacuum the circuit and recharge it to the exact weight. Cabin filter replacement is $39 extra.',
      'Si votre climatiseur souffle de l’air tiède ou sent le renfermé, il manque peut-être de réfrigérant. Nous testons l’étanchéité du circuit, récupérons l’ancien réfrigérant, faisons le vide et rechargeons à la quantité exacte. Le remplacement du filtre d’habitacle coûte 39 $ de plus.',
    ],
    included: [
      ['Leak test with dye', 'Refrigerant recovery and recharge', 'Vent temperature test'],
      [
        'Test d’étanchéité au colorant',
        'Récupération et recharge du réfrigérant',
        'Mesure de la température aux bouches',
      ],
    ],
  },
  {
    id: 'inspection',
    name: ['Multi-point inspection', 'Inspection complète'],
    price: 59.95,
    from: false,
    time: ['About 1 hour', 'Environ 1 heure'],
    blurb: [
      'A full check of brakes, suspension, steering, exhaust, lights and fluids, with a written report.',
      'Un contrôle complet des freins, de la suspension, de la direction, de l’échappement, des phares et des liquides, avec rapport écrit.',
    ],
    body: [
      'Buying a used car or leaving on a road trip? Our inspection covers more than 60 points and ends with a written report and photos. A pre-purchase inspection with a road test is $119.',
      'Vous achetez une voiture d’occasion ou partez en voyage ? Notre inspection couvre plus de 60 points et se termine par un rapport écrit avec photos. L’inspection avant achat avec essai routier coûte 119 $.',
    ],
    included: [
      ['60+ point check on a lift', 'Battery and charging test', 'Written report with photos'],
      [
        'Contrôle de plus de 60 points sur le pont',
        'Test de la batterie et de la charge',
        'Rapport écrit avec photos',
      ],
    ],
  },
  {
    id: 'alignment',
    name: ['Wheel alignment', 'Alignement'],
    price: 119.95,
    from: false,
    time: ['About 1 hour', 'Environ 1 heure'],
    blurb: [
      'Four-wheel computerized alignment. Recommended after hitting a pothole.',
      'Alignement informatisé des quatre roues. Recommandé après un nid-de-poule.',
    ],
    body: [
      'Does your car pull to one side, or is your steering wheel off-centre? Spring potholes knock the alignment out. We measure and adjust all four wheels and print the before-and-after readings.',
      'Votre voiture tire d’un côté ou votre volant n’est plus droit ? Les nids-de-poule du printemps dérèglent la géométrie. Nous mesurons et réglons les quatre roues et vous remettons les mesures avant et après.',
    ],
    included: [
      ['Four-wheel measurement and adjustment', 'Steering wheel centring', 'Before-and-after printout'],
      ['Mesure et réglage des quatre roues', 'Centrage du volant', 'Relevé avant et après'],
    ],
  },
  {
    id: 'battery',
    name: ['Battery', 'Batterie'],
    price: 189,
    from: true,
    time: ['About 30 minutes', 'Environ 30 minutes'],
    blurb: [
      'Free battery and alternator test; replacement with a 5-year warranty battery.',
      'Test gratuit de la batterie et de l’alternateur ; remplacement par une batterie garantie 5 ans.',
    ],
    body: [
      'A battery rarely lasts more than five Montreal winters. We test it for free during any visit. Replacement includes recycling of the old battery and a reset of your car’s electronics.',
      'Une batterie dure rarement plus de cinq hivers montréalais. Nous la testons gratuitement à chaque visite. Le remplacement comprend le recyclage de l’ancienne batterie et la réinitialisation de l’électronique.',
    ],
    included: [
      ['Battery and alternator test', 'New battery, 5-year warranty', 'Recycling of the old battery'],
      [
        'Test de la batterie et de l’alternateur',
        'Batterie neuve garantie 5 ans',
        'Recyclage de l’ancienne batterie',
      ],
    ],
  },
  {
    id: 'diagnostic',
    name: ['Check-engine diagnostic', 'Diagnostic moteur'],
    price: 99.95,
    from: false,
    time: ['About 1 hour', 'Environ 1 heure'],
    blurb: [
      'Check-engine light on? We read the codes and find the cause before quoting.',
      'Témoin moteur allumé ? Nous lisons les codes et trouvons la cause avant de faire une estimation.',
    ],
    body: [
      'A code reader only tells half the story. Our technicians read the fault codes, test the components involved and give you a clear estimate. The diagnostic fee is credited on the repair if you have it done with us.',
      'Un lecteur de codes ne raconte que la moitié de l’histoire. Nos techniciens lisent les codes d’erreur, testent les composants en cause et vous remettent une estimation claire. Les frais de diagnostic sont déduits de la réparation si vous la faites chez nous.',
    ],
    included: [
      ['Fault code reading', 'Component testing', 'Written estimate'],
      ['Lecture des codes d’erreur', 'Test des composants', 'Estimation écrite'],
    ],
  },
];

const MAKES = [
  ['acura', 'Acura'],
  ['audi', 'Audi'],
  ['bmw', 'BMW'],
  ['chevrolet', 'Chevrolet'],
  ['dodge', 'Dodge / Ram'],
  ['ford', 'Ford'],
  ['gmc', 'GMC'],
  ['honda', 'Honda'],
  ['hyundai', 'Hyundai'],
  ['jeep', 'Jeep'],
  ['kia', 'Kia'],
  ['mazda', 'Mazda'],
  ['mercedes', 'Mercedes-Benz'],
  ['mitsubishi', 'Mitsubishi'],
  ['nissan', 'Nissan'],
  ['subaru', 'Subaru'],
  ['tesla', 'Tesla'],
  ['toyota', 'Toyota'],
  ['volkswagen', 'Volkswagen'],
  ['volvo', 'Volvo'],
  ['other', 'Other', 'Autre'],
];

// brand, model, size, season, load/speed, price, code
const TIRES = [
  ['Michelin', 'X-Ice Snow', '205/55R16', 'winter', '94H', 189.99, 'MI-XIS'],
  ['Bridgestone', 'Blizzak WS90', '205/55R16', 'winter', '91H', 176.99, 'BS-WS90'],
  ['Nokian', 'Hakkapeliitta R5', '205/55R16', 'winter', '94R', 198.99, 'NK-R5'],
  ['Toyo', 'Observe GSi-6', '205/55R16', 'winter', '91H', 139.99, 'TY-GSI6'],
  ['Michelin', 'CrossClimate2', '205/55R16', 'allseason', '91H', 204.99, 'MI-CC2'],
  ['Goodyear', 'Assurance WeatherReady', '205/55R16', 'allseason', '91V', 172.99, 'GY-AWR'],
  ['General', 'AltiMAX RT45', '205/55R16', 'allseason', '91H', 119.99, 'GN-RT45'],
  ['Continental', 'PremiumContact 6', '205/55R16', 'summer', '91V', 169.99, 'CO-PC6'],
  ['Pirelli', 'Cinturato P7', '205/55R16', 'summer', '91V', 158.99, 'PI-P7'],
  ['Michelin', 'X-Ice Snow SUV', '225/65R17', 'winter', '106T', 254.99, 'MI-XISS'],
  ['Bridgestone', 'Blizzak DM-V2', '225/65R17', 'winter', '102S', 236.99, 'BS-DMV2'],
  ['Yokohama', 'iceGUARD G075', '225/65R17', 'winter', '102Q', 199.99, 'YK-G075'],
  ['General', 'Altimax Arctic 12', '225/65R17', 'winter', '106T', 172.99, 'GN-AA12'],
  ['Michelin', 'CrossClimate2 SUV', '225/65R17', 'allseason', '106V', 262.99, 'MI-CC2S'],
  ['Continental', 'CrossContact LX25', '225/65R17', 'allseason', '102H', 219.99, 'CO-LX25'],
  ['Toyo', 'Open Country A/T III', '225/65R17', 'allseason', '102H', 208.99, 'TY-AT3'],
  ['Pirelli', 'Scorpion Verde', '225/65R17', 'summer', '102H', 214.99, 'PI-SV'],
  ['Bridgestone', 'Blizzak WS90', '215/60R16', 'winter', '95H', 179.99, 'BS-WS90'],
  ['Goodyear', 'UltraGrip Ice WRT', '215/60R16', 'winter', '95S', 164.99, 'GY-UGI'],
  ['Pirelli', 'Cinturato P7 All Season Plus', '215/60R16', 'allseason', '95V', 174.99, 'PI-P7AS'],
  ['Michelin', 'X-Ice Snow', '235/45R18', 'winter', '98H', 279.99, 'MI-XIS'],
  ['Pirelli', 'Ice Zero FR', '235/45R18', 'winter', '98T', 244.99, 'PI-IZFR'],
  ['Michelin', 'Pilot Sport 4', '235/45R18', 'summer', '98Y', 309.99, 'MI-PS4'],
  ['Continental', 'ExtremeContact Sport 02', '235/45R18', 'summer', '98Y', 262.99, 'CO-ECS02'],
  ['Continental', 'ExtremeContact DWS06 Plus', '235/45R18', 'allseason', '94W', 268.99, 'CO-DWS06'],
  ['Toyo', 'Observe GSi-6', '195/65R15', 'winter', '91H', 124.99, 'TY-GSI6'],
  ['Nokian', 'Hakkapeliitta R5', '195/65R15', 'winter', '95R', 169.99, 'NK-R5'],
  ['General', 'AltiMAX RT45', '195/65R15', 'allseason', '91T', 104.99, 'GN-RT45'],
].map(([brand, model, size, season, load, price, code]) => ({
  brand,
  model,
  size,
  season,
  load,
  price,
  sku: `${code}-${size.replace(/\D/g, '')}`,
}));
const SEASONS = [
  ['winter', 'Winter', 'Hiver'],
  ['allseason', 'All-season', 'Toutes saisons'],
  ['summer', 'Summer', 'Été'],
];
const WIDTHS = ['185', '195', '205', '215', '225', '235', '245', '255'];
const RATIOS = ['40', '45', '50', '55', '60', '65', '70'];
const RIMS = ['15', '16', '17', '18', '19', '20'];
const TIRE_FEE = 4.5;
const DELIVERY_FEE = 24.99;
const PROMOS = { NORD10: 0.1 };
const EXPIRED_PROMOS = { HIVER15: '2026-03-15', WINTER15: '2026-03-15' };

const DAMAGES = [
  ['scratch', 'Scratches or scuffs', 'Égratignures'],
  ['dent', 'Dent', 'Bosse'],
  ['bumper', 'Bumper damage', 'Pare-chocs endommagé'],
  ['hail', 'Hail damage', 'Dommages causés par la grêle'],
  ['collision', 'Collision damage', 'Dommages de collision'],
  ['rust', 'Rust', 'Rouille'],
  ['other', 'Other', 'Autre'],
];
const CONTACT_METHODS = [
  ['phone', 'Phone call', 'Appel téléphonique'],
  ['email', 'Email', 'Courriel'],
  ['sms', 'Text message (SMS)', 'Texto (SMS)'],
];
const CANCEL_REASONS = [
  ['schedule', 'The date no longer works for me', 'La date ne me convient plus'],
  ['elsewhere', 'I had the work done elsewhere', 'J’ai fait faire les travaux ailleurs'],
  ['sold', 'I sold the vehicle', 'J’ai vendu le véhicule'],
  ['fixed', 'The problem went away', 'Le problème est réglé'],
  ['other', 'Other', 'Autre'],
];
const PROVINCES = [
  ['QC', 'Quebec', 'Québec'],
  ['ON', 'Ontario', 'Ontario'],
  ['NB', 'New Brunswick', 'Nouveau-Brunswick'],
  ['NS', 'Nova Scotia', 'Nouvelle-Écosse'],
];

const RECALLS = {
  '2HGFC2F59KH512345': {
    vehicle: '2019 Honda Civic',
    recalls: [
      {
        id: '2020-127',
        title: ['Fuel pump', 'Pompe à carburant'],
        text: [
          'The low-pressure fuel pump may fail and the engine could stall while driving. The dealer or our workshop will replace the fuel pump free of charge.',
          'La pompe à carburant basse pression peut cesser de fonctionner et le moteur peut caler en roulant. Le concessionnaire ou notre atelier remplacera la pompe gratuitement.',
        ],
      },
    ],
  },
  JM3KFBCM1J0412345: { vehicle: '2018 Mazda CX-5', recalls: [] },
  '1FTFW1E53MFA12345': {
    vehicle: '2021 Ford F-150',
    recalls: [
      {
        id: '2023-512',
        title: ['Rear axle bolt', 'Boulon d’essieu arrière'],
        text: [
          'The rear axle hub bolt may break, which could cause a loss of drive power. Have the bolt replaced free of charge.',
          'Le boulon du moyeu d’essieu arrière peut se rompre, ce qui peut entraîner une perte de motricité. Faites remplacer le boulon gratuitement.',
        ],
      },
    ],
  },
};

const REVIEWS = [
  [
    'Nathalie B.',
    5,
    'tyres',
    '2026-04-09',
    'Booked online on Monday, winter tires off on Tuesday at 7:30, out by 8:15. Perfect.',
  ],
  [
    'Samir K.',
    4,
    'brakes',
    '2026-04-02',
    'Honest quote, they showed me the worn pads. A bit of a wait at pick-up.',
  ],
  [
    'Geneviève L.',
    5,
    'diagnostic',
    '2026-03-21',
    'Le voyant moteur s’allumait sans arrêt : ils ont trouvé la sonde défectueuse en une heure. Merci !',
  ],
  ['Tom W.', 5, 'oil', '2026-03-14', 'Friendly team, the courtesy car was clean and ready on time.'],
];

const WEEKS = ['2026-04-13', '2026-04-20', '2026-04-27'];
const WEEKDAY_TIMES = ['07:30', '08:00', '08:30', '09:00', '10:00', '13:00', '15:30'];
const SATURDAY_TIMES = ['08:00', '08:30', '09:00', '10:00', '11:00'];
const FITTING_TIMES = ['08:00', '10:00', '13:00', '15:00'];

const vehicle = (id, plate, make, model, year, km, history = []) => ({
  id,
  plate,
  make,
  model,
  year,
  km,
  history,
});
const done = (date, km, work, invoice) => ({ date, km, work, invoice });
const appt = (ref, vid, services, when, status = 'upcoming') => ({ ref, vid, services, when, status });
const invoice = (no, date, vid, desc, amount, paid) => ({ no, date, vid, desc, amount, paid });

function seedAccounts() {
  return {
    'marc.tremblay@mail.test': {
      password: 'Garage-Nord-88',
      first: 'Marc',
      last: 'Tremblay',
      phone: '514 555-0134',
      street: '8420 rue Lajeunesse',
      city: 'Montréal',
      postal: 'H2M 1S5',
      marketing: false,
      language: 'en',
      vehicles: [
        vehicle('civic', 'FJR-4821', 'honda', 'Civic', '2018', '112 400', [
          done('2026-04-09', '112 380', [['Check-engine diagnostic', 'Diagnostic moteur']], 'INV-1260'),
          done(
            '2026-03-27',
            '111 900',
            [['Front brake pads and rotors', 'Plaquettes et disques avant']],
            'INV-1243',
          ),
          done(
            '2025-10-29',
            '104 250',
            [
              ['Oil change', 'Vidange d’huile'],
              ['Tire changeover', 'Changement de pneus'],
            ],
            'INV-1181',
          ),
        ]),
        vehicle('rav4', 'K47 3PL', 'toyota', 'RAV4', '2021', '48 900', [
          done('2025-11-08', '44 120', [['Tire changeover', 'Changement de pneus']], 'INV-1187'),
        ]),
      ],
      appointments: [
        appt('BK-19870', 'rav4', ['tyres'], '2025-11-08T09:00', 'past'),
        appt('BK-20311', 'civic', ['oil', 'inspection'], '2026-04-16T08:00'),
        appt('BK-20358', 'rav4', ['tyres'], '2026-04-28T07:30'),
      ],
      invoices: [
        invoice(
          'INV-1181',
          '2025-10-29',
          'civic',
          ['Oil change, tire changeover', 'Vidange, changement de pneus'],
          195.42,
          true,
        ),
        invoice('INV-1187', '2025-11-08', 'rav4', ['Tire changeover', 'Changement de pneus'], 91.93, true),
        invoice(
          'INV-1243',
          '2026-03-27',
          'civic',
          ['Front brake pads and rotors', 'Plaquettes et disques avant'],
          412.36,
          false,
        ),
        invoice(
          'INV-1260',
          '2026-04-09',
          'civic',
          ['Check-engine diagnostic', 'Diagnostic moteur'],
          114.92,
          false,
        ),
      ],
    },
    'sophie.gagnon@mail.test': {
      password: 'Pneus&Cafe2026',
      first: 'Sophie',
      last: 'Gagnon',
      phone: '438 555-0199',
      street: '1210 rue Fleury Est',
      city: 'Montréal',
      postal: 'H2C 1R2',
      marketing: true,
      language: 'fr',
      vehicles: [
        vehicle('cx5', 'V52 KMR', 'mazda', 'CX-5', '2016', '131 000', [
          done('2026-02-14', '128 700', [['Battery replacement', 'Remplacement de la batterie']], 'INV-1201'),
        ]),
        vehicle('soul', 'FXB-2290', 'kia', 'Soul', '2020', '61 250', [
          done('2026-03-05', '60 900', [['Oil change', 'Vidange d’huile']], 'INV-1219'),
        ]),
      ],
      appointments: [
        appt('BK-20327', 'cx5', ['brakes'], '2026-04-17T09:00'),
        appt('BK-20390', 'soul', ['ac', 'inspection'], '2026-04-25T08:30'),
      ],
      invoices: [
        invoice(
          'INV-1201',
          '2026-02-14',
          'cx5',
          ['Battery replacement', 'Remplacement de la batterie'],
          236.54,
          false,
        ),
        invoice('INV-1219', '2026-03-05', 'soul', ['Oil change', 'Vidange d’huile'], 103.43, true),
      ],
    },
    'david.chen@mail.test': {
      password: 'Northside!42',
      first: 'David',
      last: 'Chen',
      phone: '514 555-0177',
      street: '455 rue de Louvain Ouest',
      city: 'Montréal',
      postal: 'H2N 1A8',
      marketing: false,
      language: 'en',
      vehicles: [
        vehicle('f150', 'HLM-7702', 'ford', 'F-150', '2021', '38 700', [
          done('2026-01-20', '36 950', [['Oil change', 'Vidange d’huile']], 'INV-1175'),
          done('2025-11-15', '35 400', [['Tire changeover', 'Changement de pneus']], 'INV-1152'),
        ]),
      ],
      appointments: [appt('BK-19902', 'f150', ['tyres'], '2025-11-15T10:00', 'past')],
      invoices: [
        invoice('INV-1152', '2025-11-15', 'f150', ['Tire changeover', 'Changement de pneus'], 91.93, true),
        invoice('INV-1175', '2026-01-20', 'f150', ['Oil change', 'Vidange d’huile'], 126.42, true),
      ],
    },
  };
}

/** The state of a fresh site (sites.js: SITES.garage). */
export function garageState() {
  return {
    sessions: new Map(),
    accounts: seedAccounts(),
    booked: new Set(),
    reviews: [],
    nextBooking: 20418,
    nextOrder: 58213,
    nextQuote: 7731,
    nextPayment: 8812,
  };
}

/* ------------------------------------------------------------------------------------------ helpers */

// (English first on this site.)
const DAYS = [...FR_EN_DAYS].reverse();
const MONTHS = [...FR_EN_MONTHS].reverse();
const addDays = (d, n) => {
  const x = new Date(`${d}T00:00:00Z`);
  x.setUTCDate(x.getUTCDate() + n);
  return x.toISOString().slice(0, 10);
};
const weekday = (d) => new Date(`${d}T00:00:00Z`).getUTCDay();
const timesOn = (d) => (weekday(d) === 0 ? [] : weekday(d) === 6 ? SATURDAY_TIMES : WEEKDAY_TIMES);
const validEmail = (e) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(e ?? '').trim());
const digits = (x) => String(x ?? '').replace(/[\s.,\-()+]/g, '');
const validPhone = (p) => /^1?\d{10}$/.test(digits(p));
const validPlate = (p) => {
  const x = String(p ?? '')
    .trim()
    .toUpperCase();
  return /^[A-Z0-9]{2,4}[ -]?[A-Z0-9]{2,4}$/.test(x) && x.replace(/[ -]/g, '').length >= 5;
};
const validYear = (y) => /^\d{4}$/.test(String(y ?? '').trim()) && Number(y) >= 1980 && Number(y) <= 2027;
const validKm = (k) => /^\d{1,3}([ ,]?\d{3})*$/.test(String(k ?? '').trim()) && digits(k).length <= 7;
const validPostal = (p) => /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i.test(String(p ?? '').trim());
const validCard = (n) => /^\d{13,19}$/.test(String(n ?? '').replace(/[\s-]/g, ''));
const validExpiry = (e) => {
  const m = String(e ?? '')
    .trim()
    .match(/^(\d{2})\s?\/\s?(\d{2})$/);
  if (!m || Number(m[1]) < 1 || Number(m[1]) > 12) return false;
  return Number(m[2]) * 100 + Number(m[1]) >= 2604;
};
const validCvc = (c) => /^\d{3,4}$/.test(String(c ?? '').trim());
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** A drop-off time is taken when a booking holds it or, for the others, by a fixed pseudo-random rule. */
function seededTaken(when) {
  let x = 11;
  for (const c of when) x = (x * 31 + c.charCodeAt(0)) % 1000003;
  return x % 4 === 0;
}
function isFree(state, when) {
  if (seededTaken(when) || state.booked.has(when)) return false;
  for (const a of Object.values(state.accounts))
    if (a.appointments.some((x) => x.when === when && x.status === 'upcoming')) return false;
  return true;
}
function slotExists(state, when) {
  const [d, time] = String(when ?? '').split('T');
  if (!d || !time || d <= TODAY || d >= addDays(WEEKS[WEEKS.length - 1], 7)) return false;
  return timesOn(d).includes(time) && isFree(state, when);
}
function fittingSlots() {
  const out = [];
  for (let i = 1; i <= 10; i++) {
    const d = addDays(TODAY, i);
    if (weekday(d) === 0) continue;
    for (const time of weekday(d) === 6 ? FITTING_TIMES.slice(0, 2) : FITTING_TIMES) out.push(`${d}T${time}`);
  }
  return out;
}

function tools(s) {
  const fr = s.lang === 'fr';
  const i = fr ? 1 : 0;
  const t = (en, f) => (fr ? f : en);
  const L = (pair) => pair[i];
  const pick = (row) => (fr ? (row[2] ?? row[1]) : row[1]);
  const money = (n) => {
    const [int, dec] = Number(n).toFixed(2).split('.');
    const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, fr ? ' ' : ',');
    return fr ? `${grouped},${dec} $` : `$${grouped}.${dec}`;
  };
  const dayLabel = (d) => {
    const x = new Date(`${d}T00:00:00Z`);
    return fr
      ? `${DAYS[1][x.getUTCDay()]} ${x.getUTCDate()} ${MONTHS[1][x.getUTCMonth()]}`
      : `${DAYS[0][x.getUTCDay()]}, ${MONTHS[0][x.getUTCMonth()]} ${x.getUTCDate()}`;
  };
  const longDate = (d) => (fr ? `${dayLabel(d)} ${d.slice(0, 4)}` : `${dayLabel(d)}, ${d.slice(0, 4)}`);
  const timeLabel = (time) => {
    const [hh, mm] = time.split(':').map(Number);
    if (fr) return mm ? `${hh} h ${String(mm).padStart(2, '0')}` : `${hh} h`;
    return `${hh % 12 || 12}:${String(mm).padStart(2, '0')} ${hh < 12 ? 'AM' : 'PM'}`;
  };
  const when = (w) => {
    const [d, time] = w.split('T');
    return `${dayLabel(d)} ${t('at', 'à')} ${timeLabel(time)}`;
  };
  const service = (id) => L(SERVICES.find((x) => x.id === id)?.name ?? [id, id]);
  const make = (id) => pick(MAKES.find((m) => m[0] === id) ?? [id, id]);
  const season = (id) => pick(SEASONS.find((x) => x[0] === id) ?? [id, id]);
  return { fr, t, L, pick, money, dayLabel, longDate, timeLabel, when, service, make, season };
}

const errorBox = (e) => (e ? `<div class="error" role="alert">${h(e)}</div>` : '');
const flashBox = (s) => {
  const f = s.flash;
  s.flash = '';
  return f ? `<div class="notice" role="status"><p>${h(f)}</p></div>` : '';
};
const opt = (val, text, cur) =>
  `<option value="${h(val)}"${String(cur ?? '') === val ? ' selected' : ''}>${h(text)}</option>`;
const checked = (on) => (on ? ' checked' : '');

function visitor(ctx) {
  const { state } = ctx;
  let id = ctx.cookies.gn_sid;
  if (!id || !state.sessions.has(id)) {
    id = sid();
    state.sessions.set(id, {
      lang: 'en',
      user: null,
      next: '',
      flash: '',
      booking: null,
      bookingDone: null,
      cart: [],
      promo: null,
      lastSearch: null,
      checkout: null,
      order: null,
    });
    ctx.setCookie('gn_sid', id);
  }
  return state.sessions.get(id);
}

function cartCount(s) {
  return s.cart.reduce((n, x) => n + x.qty, 0);
}

function garagePage(ctx, s, title, body) {
  const { t } = tools(s);
  const here = encodeURIComponent(ctx.path + ctx.url.search);
  const acct = s.user ? ctx.state.accounts[s.user] : null;
  const n = cartCount(s);
  return page({
    lang: s.lang,
    title: `${title} — ${t('Northside Auto', 'Garage Nord')}`,
    brand: '#1b3a5c',
    css: `.tabs{display:flex;gap:16px;border-bottom:2px solid #ddd;margin:16px 0;padding-bottom:6px}.tabs a[aria-current]{font-weight:700}
.card h2,.card h3{margin:0 0 6px;font-size:1.15rem}.price{font-weight:700;color:#1b3a5c}.meta{color:#555;margin:4px 0}
.step{color:#555;text-transform:uppercase;font-size:.85rem;letter-spacing:.04em}.slots td button{margin:2px;padding:4px 10px;background:#e8eef5;color:#1b3a5c;border:1px solid #1b3a5c}
.hint{color:#666;font-size:.85rem;margin:2px 0 6px}.actions{display:flex;gap:10px;align-items:center;flex-wrap:wrap}.actions form,td form{margin:0}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px}dl.facts dt{font-weight:600}.sr{position:absolute;left:-9999px}
td input[type=number]{min-width:0;width:4em}.hero{background:#fff;border:1px solid #e2e2e2;border-radius:8px;padding:20px}.totals td{text-align:right}
nav.lang a[aria-current]{text-decoration:underline}`,
    header: `<a class="logo" href="/">${t('Northside Auto', 'Garage Nord')}</a>
<nav aria-label="${t('Main menu', 'Menu principal')}"><a href="/">${t('Home', 'Accueil')}</a> · <a href="/services">Services</a> · <a href="/book">${t('Book a service', 'Prendre rendez-vous')}</a> · <a href="/tires">${t('Tires', 'Pneus')}</a> · <a href="/bodywork">${t('Body work', 'Carrosserie')}</a> · <a href="/recalls">${t('Recall check', 'Rappels')}</a> · <a href="/reviews">${t('Reviews', 'Avis')}</a> · <a href="/contact">${t('Contact', 'Nous joindre')}</a></nav>
<nav aria-label="${t('Account', 'Compte')}"><a href="/cart">${t('Cart', 'Panier')} (${n})</a> · ${
      acct
        ? `<a href="/account">${t('My account', 'Mon compte')} (${h(acct.first)})</a> · <a href="/signout">${t('Sign out', 'Se déconnecter')}</a>`
        : `<a href="/account">${t('Sign in', 'Se connecter')}</a>`
    }</nav>
<nav class="lang" aria-label="Language / Langue"><a href="/lang?l=en&amp;back=${here}" lang="en"${s.lang === 'en' ? ' aria-current="true"' : ''}>EN</a> | <a href="/lang?l=fr&amp;back=${here}" lang="fr" title="Français"${s.lang === 'fr' ? ' aria-current="true"' : ''}>FR</a></nav>`,
    body,
    footer: `<p>${t('Northside Auto', 'Garage Nord')} · 1875 boulevard Henri-Bourassa Est, Montréal (QC) H2C 1J5 · 514 555-0182 · ${t('Mon–Fri 7:30 AM – 6:00 PM, Sat 8:00 AM – 1:00 PM, closed Sundays', 'lun.–ven. 7 h 30 – 18 h, sam. 8 h – 13 h, fermé le dimanche')}</p>
<p>${t('CAA-Quebec recommended garage · Member of the APA · Prices before taxes (GST 5%, QST 9.975%).', 'Garage recommandé CAA-Québec · Membre de l’APA · Prix avant taxes (TPS 5 %, TVQ 9,975 %).')} <a href="/contact">${t('Contact us', 'Nous joindre')}</a> · <a href="/terms">${t('Workshop terms', 'Conditions de l’atelier')}</a></p>`,
  });
}

/* ------------------------------------------------------------------------------------------ services */

function serviceCard(s, x) {
  const { t, L, money } = tools(s);
  return `<article class="card" aria-labelledby="svc-${x.id}"><h2 id="svc-${x.id}">${h(L(x.name))}</h2>
<p>${h(L(x.blurb))}</p>
<p class="price">${x.from ? t('From ', 'À partir de ') : ''}${money(x.price)}</p>
<p class="meta">${h(L(x.time))}</p>
<div class="actions"><a class="btn secondary" href="/services/${x.id}">${t('Details', 'Détails')}</a>
<form method="get" action="/book"><input type="hidden" name="service" value="${x.id}"><button type="submit">${t('Book this service', 'Réserver ce service')}</button></form></div></article>`;
}

/* ------------------------------------------------------------------------------------------ booking */

function stepLine(s, n, en, fr) {
  const { t } = tools(s);
  return `<p class="step">${t(`Step ${n} of 5 — ${en}`, `Étape ${n} sur 5 — ${fr}`)}</p>`;
}

function vehicleFields(s, v, prefix) {
  const { t, pick } = tools(s);
  const val = (k) => h(v[k] ?? '');
  return `<label for="${prefix}-plate">${t('Licence plate', 'Plaque d’immatriculation')}</label>
  <p class="hint" id="${prefix}-plate-hint">${t('For example FJR-4821 or K47 3PL', 'Par exemple FJR-4821 ou K47 3PL')}</p>
  <input id="${prefix}-plate" name="plate" aria-describedby="${prefix}-plate-hint" autocapitalize="characters" value="${val('plate')}">
  <label for="${prefix}-make">${t('Make', 'Marque')}</label>
  <select id="${prefix}-make" name="make">${opt('', t('— Choose a make —', '— Choisir une marque —'), v.make)}${MAKES.map((m) => opt(m[0], pick(m), v.make)).join('')}</select>
  <label for="${prefix}-model">${t('Model', 'Modèle')}</label>
  <input id="${prefix}-model" name="model" placeholder="${t('e.g. Civic, RAV4, F-150', 'p. ex. Civic, RAV4, F-150')}" value="${val('model')}">
  <label for="${prefix}-year">${t('Year', 'Année')}</label>
  <input id="${prefix}-year" name="year" inputmode="numeric" maxlength="4" value="${val('year')}">
  <label for="${prefix}-km">${t('Mileage (km)', 'Kilométrage (km)')}</label>
  <input id="${prefix}-km" name="mileage" inputmode="numeric" value="${val('mileage')}">`;
}

function vehicleProblems(s, f) {
  const { t } = tools(s);
  const out = [];
  if (!validPlate(f.plate)) out.push(t('a valid licence plate', 'une plaque valide'));
  if (!MAKES.some((m) => m[0] === f.make)) out.push(t('the make', 'la marque'));
  if (!String(f.model ?? '').trim()) out.push(t('the model', 'le modèle'));
  if (!validYear(f.year)) out.push(t('the year (1980 to 2027)', 'l’année (1980 à 2027)'));
  if (!validKm(f.mileage)) out.push(t('the mileage in km', 'le kilométrage en km'));
  return out;
}

function bookVehicleForm(ctx, s, v = {}, error = '') {
  const { t } = tools(s);
  return garagePage(
    ctx,
    s,
    t('Book a service', 'Prendre rendez-vous'),
    `${stepLine(s, 1, 'Your vehicle', 'Votre véhicule')}
<h1>${t('Book a service', 'Prendre rendez-vous')}</h1>
<p>${t('Tell us about the vehicle you are bringing in. It takes about two minutes; you will get a confirmation by email.', 'Parlez-nous du véhicule que vous apportez. Cela prend environ deux minutes ; vous recevrez une confirmation par courriel.')}</p>
${errorBox(error)}
<form method="post" action="/book/vehicle">
  <fieldset><legend>${t('Your vehicle', 'Votre véhicule')}</legend>
  ${vehicleFields(s, v, 'bk')}
  </fieldset>
  <p><button type="submit">${t('Next: services', 'Suivant : services')}</button></p>
</form>`,
  );
}

function bookServicesForm(ctx, s, v = {}, error = '') {
  const { t, L, money, make } = tools(s);
  const b = s.booking;
  const chosen = v.services ? String(v.services).split(',') : (b.services ?? (b.preset ? [b.preset] : []));
  return garagePage(
    ctx,
    s,
    t('Choose your services', 'Choisissez vos services'),
    `${stepLine(s, 2, 'Services', 'Services')}
<h1>${t('What can we do for you?', 'Que pouvons-nous faire pour vous ?')}</h1>
<p class="meta">${h(b.vehicle.year)} ${h(make(b.vehicle.make))} ${h(b.vehicle.model)} · ${h(b.vehicle.plate)}</p>
${errorBox(error)}
<form method="post" action="/book/services">
  <fieldset><legend>${t('Services', 'Services')}</legend>
  ${SERVICES.map((x) => `<label class="choice"><input type="checkbox" name="services" value="${x.id}"${checked(chosen.includes(x.id))}> ${h(L(x.name))} — ${x.from ? t('from ', 'à partir de ') : ''}${money(x.price)}</label>`).join('\n  ')}
  </fieldset>
  <p class="hint">${t('Windshields and glass are handled by our partner Vitrerie Saint-Michel and cannot be booked here.', 'Les pare-brise et les vitres sont confiés à notre partenaire Vitrerie Saint-Michel et ne peuvent pas être réservés ici.')}</p>
  <fieldset><legend>${t('While your car is with us', 'Pendant que votre voiture est chez nous')}</legend>
  <label class="choice"><input type="checkbox" name="courtesy_car" value="yes"${checked(v.courtesy_car === 'yes' || (!v.services && b.courtesy === 'yes'))}> ${t('I need a courtesy car (free, subject to availability, valid licence required)', 'J’ai besoin d’une voiture de courtoisie (gratuite, selon la disponibilité, permis valide requis)')}</label>
  </fieldset>
  <label for="bk-notes">${t('Notes for the technician (optional)', 'Remarques pour le technicien (facultatif)')}</label>
  <textarea id="bk-notes" name="notes" rows="3">${h(v.notes ?? b.notes ?? '')}</textarea>
  <p><button type="submit">${t('Next: drop-off time', 'Suivant : heure de dépôt')}</button> <a href="/book/vehicle">${t('Back', 'Retour')}</a></p>
</form>`,
  );
}

function slotTable(ctx, s, week, action, hidden = '') {
  const { t, dayLabel, timeLabel } = tools(s);
  const rows = [];
  for (let i = 0; i < 7; i++) {
    const d = addDays(WEEKS[week], i);
    if (d <= TODAY) continue;
    const times = timesOn(d);
    const free = times.filter((x) => isFree(ctx.state, `${d}T${x}`));
    rows.push(
      `<tr><th scope="row">${h(dayLabel(d))}</th><td>${
        times.length === 0
          ? t('Closed on Sundays', 'Fermé le dimanche')
          : free.length === 0
            ? t('Fully booked', 'Complet')
            : free
                .map((x) => `<button type="submit" name="slot" value="${d}T${x}">${timeLabel(x)}</button>`)
                .join(' ')
      }</td></tr>`,
    );
  }
  return `<form method="post" action="${action}">${hidden}
<table class="slots"><caption>${t(`Week of ${dayLabel(WEEKS[week])}`, `Semaine du ${dayLabel(WEEKS[week])}`)}</caption>
<thead><tr><th>${t('Day', 'Jour')}</th><th>${t('Available drop-off times', 'Heures de dépôt disponibles')}</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody></table>
</form>`;
}

function weekPaging(s, base, week) {
  const { t } = tools(s);
  const sep = base.includes('?') ? '&amp;' : '?';
  const prev =
    week > 0
      ? `<a href="${base}${sep}week=${week - 1}">${t('← Previous week', '← Semaine précédente')}</a>`
      : '';
  const next =
    week < WEEKS.length - 1
      ? `<a href="${base}${sep}week=${week + 1}">${t('Next week →', 'Semaine suivante →')}</a>`
      : `<span>${t('Online booking opens three weeks ahead.', 'La réservation en ligne ouvre trois semaines à l’avance.')}</span>`;
  return `<p class="actions">${prev} ${next}</p>`;
}

function bookSlotPage(ctx, s, week, error = '') {
  const { t, service } = tools(s);
  const b = s.booking;
  return garagePage(
    ctx,
    s,
    t('Choose a drop-off time', 'Choisissez l’heure de dépôt'),
    `${stepLine(s, 3, 'Drop-off time', 'Heure de dépôt')}
<h1>${t('When can you drop off your car?', 'Quand pouvez-vous déposer votre voiture ?')}</h1>
<p class="meta">${b.services.map((x) => h(service(x))).join(', ')}</p>
<p>${t('Drop your car off at the time you pick; we will call you when it is ready. Most jobs are done the same day.', 'Déposez votre voiture à l’heure choisie ; nous vous appellerons quand elle sera prête. La plupart des travaux sont faits dans la journée.')}</p>
${errorBox(error)}
${slotTable(ctx, s, week, '/book/slot')}
${weekPaging(s, '/book/slot', week)}
<p><a href="/book/services">${t('Back to services', 'Retour aux services')}</a></p>`,
  );
}

function bookContactForm(ctx, s, v = {}, error = '') {
  const { t, when } = tools(s);
  const b = s.booking;
  const c = { ...(b.contact ?? {}), ...v };
  const val = (k) => h(c[k] ?? '');
  return garagePage(
    ctx,
    s,
    t('Your contact details', 'Vos coordonnées'),
    `${stepLine(s, 4, 'Contact details', 'Coordonnées')}
<h1>${t('Your contact details', 'Vos coordonnées')}</h1>
<p class="meta">${t('Drop-off', 'Dépôt')} : ${h(when(b.slot))}</p>
${errorBox(error)}
<form method="post" action="/book/contact">
  <label for="ct-first">${t('First name', 'Prénom')}</label><input id="ct-first" name="first_name" autocomplete="given-name" value="${val('first_name')}">
  <label for="ct-last">${t('Last name', 'Nom')}</label><input id="ct-last" name="last_name" autocomplete="family-name" value="${val('last_name')}">
  <label for="ct-phone">${t('Mobile phone', 'Cellulaire')}</label><input id="ct-phone" type="tel" name="phone" autocomplete="tel" value="${val('phone')}">
  <label for="ct-email">${t('Email', 'Courriel')}</label><input id="ct-email" type="email" name="email" autocomplete="email" value="${val('email')}">
  <p><label class="choice"><input type="checkbox" name="sms_reminder" value="yes"${checked(c.sms_reminder === 'yes')}> ${t('Send me an SMS reminder the day before', 'M’envoyer un rappel par texto la veille')}</label></p>
  <p><button type="submit">${t('Review my booking', 'Vérifier ma réservation')}</button> <a href="/book/slot">${t('Change the time', 'Changer l’heure')}</a></p>
</form>`,
  );
}

function bookReviewPage(ctx, s, error = '') {
  const { t, when, service, make } = tools(s);
  const b = s.booking;
  const row = (k, v) => `<dt>${k}</dt><dd>${v ? h(v) : '—'}</dd>`;
  return garagePage(
    ctx,
    s,
    t('Review your booking', 'Vérifiez votre réservation'),
    `${stepLine(s, 5, 'Review', 'Vérification')}
<h1>${t('Review your booking', 'Vérifiez votre réservation')}</h1>
${errorBox(error)}
<section class="card"><dl class="facts">
${row(t('Vehicle', 'Véhicule'), `${b.vehicle.year} ${make(b.vehicle.make)} ${b.vehicle.model} · ${b.vehicle.plate} · ${b.vehicle.mileage} km`)}
${row(t('Services', 'Services'), b.services.map(service).join(', '))}
${row(t('Courtesy car', 'Voiture de courtoisie'), b.courtesy === 'yes' ? t('Yes', 'Oui') : t('No', 'Non'))}
${row(t('Notes', 'Remarques'), b.notes)}
${row(t('Drop-off', 'Dépôt'), when(b.slot))}
${row(t('Name', 'Nom'), `${b.contact.first_name} ${b.contact.last_name}`)}
${row(t('Phone', 'Téléphone'), b.contact.phone)}
${row(t('Email', 'Courriel'), b.contact.email)}
${row(t('SMS reminder', 'Rappel par texto'), b.contact.sms_reminder === 'yes' ? t('Yes', 'Oui') : t('No', 'Non'))}
</dl></section>
<form method="post" action="/book/confirm">
  <p><label class="choice"><input type="checkbox" name="terms" value="yes"> ${t('I accept the workshop terms (we call you before any work over $100 not listed above; storage fees after 48 hours)', 'J’accepte les conditions de l’atelier (nous vous appelons avant tout travail de plus de 100 $ non prévu ; frais d’entreposage après 48 heures)')}</label></p>
  <p><button type="submit">${t('Confirm booking', 'Confirmer la réservation')}</button> <a href="/book/contact">${t('Edit my details', 'Modifier mes coordonnées')}</a></p>
</form>`,
  );
}

/* ------------------------------------------------------------------------------------------ tires */

function tireSearchForm(s, q = {}) {
  const { t, pick } = tools(s);
  const sel = (id, name, label, list, cur) =>
    `<div><label for="${id}">${label}</label><select id="${id}" name="${name}">${opt('', '—', cur)}${list.map((x) => opt(x, x, cur)).join('')}</select></div>`;
  return `<form method="get" action="/tires" class="card">
  <p class="hint">${t('The size is printed on the sidewall of your tire, for example 205/55R16: width 205, ratio 55, rim 16.', 'La dimension est inscrite sur le flanc du pneu, par exemple 205/55R16 : largeur 205, série 55, jante 16.')}</p>
  <div class="actions">
  ${sel('tw', 'width', t('Width (mm)', 'Largeur (mm)'), WIDTHS, q.width)}
  ${sel('tr', 'ratio', t('Aspect ratio', 'Série (rapport)'), RATIOS, q.ratio)}
  ${sel('td', 'rim', t('Rim diameter (in)', 'Diamètre de jante (po)'), RIMS, q.rim)}
  </div>
  <fieldset><legend>${t('Season', 'Saison')}</legend>
  ${SEASONS.map((x) => `<label class="choice"><input type="radio" name="season" value="${x[0]}"${checked(q.season === x[0])}> ${pick(x)}</label>`).join('\n  ')}
  </fieldset>
  <p><button type="submit">${t('Search tires', 'Rechercher')}</button></p>
</form>`;
}

function tireResults(s, q) {
  const { t, money, season } = tools(s);
  const size = `${q.width}/${q.ratio}R${q.rim}`;
  const list = TIRES.filter((x) => x.size === size && (!q.season || x.season === q.season));
  if (!list.length)
    return `<h2>${t(`No tires found in ${size}`, `Aucun pneu trouvé en ${size}`)}</h2>
<p>${t('We can order most sizes within 2 business days: call us at 514 555-0182.', 'Nous pouvons commander la plupart des dimensions en 2 jours ouvrables : appelez-nous au 514 555-0182.')}</p>`;
  return `<h2>${t(`${list.length} tires in ${size}`, `${list.length} pneus en ${size}`)}</h2>
<table><caption>${t('Prices per tire, installation extra unless you book fitting at our garage (free with 4 tires).', 'Prix par pneu ; pose gratuite à notre garage à l’achat de 4 pneus.')}</caption>
<thead><tr><th>${t('Brand', 'Marque')}</th><th>${t('Model', 'Modèle')}</th><th>${t('Season', 'Saison')}</th><th>${t('Load / speed', 'Charge / vitesse')}</th><th>${t('Price', 'Prix')}</th><th>${t('Quantity', 'Quantité')}</th></tr></thead>
<tbody>
${list
  .map(
    (x) =>
      `<tr><td>${h(x.brand)}</td><td>${h(x.model)}</td><td>${h(season(x.season))}</td><td>${h(x.load)}</td><td>${money(x.price)}</td><td><form method="post" action="/cart/add" class="actions"><input type="hidden" name="sku" value="${x.sku}"><label class="sr" for="qty-${x.sku}">${t('Quantity', 'Quantité')}</label><input type="number" id="qty-${x.sku}" name="qty" min="1" max="8" value="4"><button type="submit">${t('Add to cart', 'Ajouter au panier')}</button></form></td></tr>`,
  )
  .join('\n')}
</tbody></table>`;
}

function tiresPage(ctx, s, q, notice = '', error = '') {
  const { t } = tools(s);
  const complete = q?.width && q.ratio && q.rim;
  return garagePage(
    ctx,
    s,
    t('Tires', 'Pneus'),
    `<h1>${t('Tire shop', 'Boutique de pneus')}</h1>
<p>${t('Winter, all-season and summer tires from Michelin, Bridgestone, Continental, Pirelli and more. Free fitting at our garage when you buy four tires, or delivery to your door anywhere in Quebec.', 'Pneus d’hiver, toutes saisons et d’été de Michelin, Bridgestone, Continental, Pirelli et d’autres. Pose gratuite à notre garage à l’achat de quatre pneus, ou livraison à domicile partout au Québec.')}</p>
${notice ? `<div class="notice" role="status"><p>${h(notice)} <a href="/cart">${t('View cart', 'Voir le panier')} (${cartCount(s)})</a></p></div>` : ''}
${errorBox(error)}
${tireSearchForm(s, q ?? {})}
${complete && !error ? tireResults(s, q) : ''}`,
  );
}

function cartTotals(s, fulfilment) {
  const sub = s.cart.reduce((n, x) => n + TIRES.find((y) => y.sku === x.sku).price * x.qty, 0);
  const discount = s.promo ? Math.round(sub * PROMOS[s.promo] * 100) / 100 : 0;
  const fee = TIRE_FEE * cartCount(s);
  const shipping = fulfilment === 'delivery' ? DELIVERY_FEE : 0;
  const base = sub - discount + fee + shipping;
  const gst = Math.round(base * 0.05 * 100) / 100;
  const qst = Math.round(base * 0.09975 * 100) / 100;
  return { sub, discount, fee, shipping, gst, qst, total: base + gst + qst };
}

function totalsTable(s, fulfilment) {
  const { t, money } = tools(s);
  const x = cartTotals(s, fulfilment);
  const row = (k, v) => `<tr><th scope="row">${k}</th><td>${v}</td></tr>`;
  return `<table class="totals"><tbody>
${row(t('Subtotal', 'Sous-total'), money(x.sub))}
${x.discount ? row(t(`Promo code ${s.promo}`, `Code promo ${s.promo}`), `−${money(x.discount)}`) : ''}
${row(t('Quebec tire recycling fee', 'Droit environnemental sur les pneus'), money(x.fee))}
${fulfilment ? row(t('Delivery', 'Livraison'), x.shipping ? money(x.shipping) : t('Free (fitting at the garage)', 'Gratuite (pose au garage)')) : ''}
${row(t('GST', 'TPS'), money(x.gst))}
${row(t('QST', 'TVQ'), money(x.qst))}
${row(`<strong>${t('Total', 'Total')}</strong>`, `<strong>${money(x.total)}</strong>`)}
</tbody></table>`;
}

function cartPage(ctx, s, error = '') {
  const { t, money, season } = tools(s);
  const lines = s.cart.map((c) => ({ ...c, tire: TIRES.find((x) => x.sku === c.sku) }));
  return garagePage(
    ctx,
    s,
    t('Your cart', 'Votre panier'),
    `<h1>${t('Your cart', 'Votre panier')}</h1>
${flashBox(s)}
${errorBox(error)}
${
  lines.length
    ? `<table><thead><tr><th>${t('Tire', 'Pneu')}</th><th>${t('Size', 'Dimension')}</th><th>${t('Unit price', 'Prix unitaire')}</th><th>${t('Quantity', 'Quantité')}</th><th>${t('Line total', 'Total')}</th><th></th></tr></thead><tbody>
${lines
  .map(
    (
      l,
    ) => `<tr><td>${h(l.tire.brand)} ${h(l.tire.model)} <span class="meta">(${h(season(l.tire.season))})</span></td><td>${h(l.tire.size)}</td><td>${money(l.tire.price)}</td>
<td><form method="post" action="/cart/update" class="actions"><input type="hidden" name="sku" value="${l.sku}"><label class="sr" for="cq-${l.sku}">${t('Quantity', 'Quantité')}</label><input type="number" id="cq-${l.sku}" name="qty" min="1" max="8" value="${l.qty}"><button type="submit" class="btn secondary">${t('Update', 'Mettre à jour')}</button></form></td>
<td>${money(l.tire.price * l.qty)}</td>
<td><form method="post" action="/cart/remove"><input type="hidden" name="sku" value="${l.sku}"><button type="submit" class="btn secondary">${t('Remove', 'Retirer')}</button></form></td></tr>`,
  )
  .join('\n')}
</tbody></table>
<p>${t(`${cartCount(s)} tires in your cart.`, `${cartCount(s)} pneus dans votre panier.`)}</p>
<form method="post" action="/cart/promo" class="actions">
  <label for="promo">${t('Promo code', 'Code promo')}</label>
  <input id="promo" name="promo_code" value="${h(s.promo ?? '')}">
  <button type="submit" class="btn secondary">${t('Apply', 'Appliquer')}</button>
</form>
${totalsTable(s)}
<p class="actions"><a class="btn" href="/checkout">${t('Proceed to checkout', 'Passer la commande')}</a> <a href="/tires">${t('Continue shopping', 'Continuer mes achats')}</a></p>`
    : `<p>${t('Your cart is empty.', 'Votre panier est vide.')} <a href="/tires">${t('Shop for tires', 'Magasiner des pneus')}</a></p>`
}`,
  );
}

function checkoutForm(ctx, s, v = {}, error = '') {
  const { t, pick, dayLabel, timeLabel } = tools(s);
  const c = { province: 'QC', ...(s.checkout ?? {}), ...v };
  const val = (k) => h(c[k] ?? '');
  return garagePage(
    ctx,
    s,
    t('Checkout', 'Commande'),
    `<p class="step">${t('Checkout — step 1 of 2: fitting or delivery', 'Commande — étape 1 sur 2 : pose ou livraison')}</p>
<h1>${t('Fitting or delivery', 'Pose ou livraison')}</h1>
${errorBox(error)}
<form method="post" action="/checkout/delivery">
  <fieldset><legend>${t('How do you want your tires?', 'Comment voulez-vous recevoir vos pneus ?')}</legend>
  <label class="choice"><input type="radio" name="fulfilment" value="fitting"${checked(c.fulfilment === 'fitting')}> ${t('Fitting at our garage (free with 4 tires)', 'Pose à notre garage (gratuite avec 4 pneus)')}</label>
  <label class="choice"><input type="radio" name="fulfilment" value="delivery"${checked(c.fulfilment === 'delivery')}> ${t('Home delivery (2 to 4 business days, $24.99)', 'Livraison à domicile (2 à 4 jours ouvrables, 24,99 $)')}</label>
  </fieldset>
  <label for="co-slot">${t('Fitting appointment (fitting only)', 'Rendez-vous de pose (pose seulement)')}</label>
  <select id="co-slot" name="fitting_slot">${opt('', t('— Choose a time —', '— Choisir une heure —'), c.fitting_slot)}${fittingSlots()
    .map((w) => opt(w, `${dayLabel(w.slice(0, 10))} – ${timeLabel(w.slice(11))}`, c.fitting_slot))
    .join('')}</select>
  <fieldset><legend>${t('Your details', 'Vos coordonnées')}</legend>
  <label for="co-first">${t('First name', 'Prénom')}</label><input id="co-first" name="first_name" value="${val('first_name')}">
  <label for="co-last">${t('Last name', 'Nom')}</label><input id="co-last" name="last_name" value="${val('last_name')}">
  <label for="co-email">${t('Email', 'Courriel')}</label><input id="co-email" type="email" name="email" value="${val('email')}">
  <label for="co-phone">${t('Phone', 'Téléphone')}</label><input id="co-phone" type="tel" name="phone" value="${val('phone')}">
  </fieldset>
  <fieldset><legend>${t('Delivery address (home delivery only)', 'Adresse de livraison (livraison à domicile seulement)')}</legend>
  <label for="co-street">${t('Street address', 'Adresse')}</label><input id="co-street" name="street" value="${val('street')}">
  <label for="co-apt">${t('Apartment, unit (optional)', 'Appartement, unité (facultatif)')}</label><input id="co-apt" name="apartment" value="${val('apartment')}">
  <label for="co-city">${t('City', 'Ville')}</label><input id="co-city" name="city" value="${val('city')}">
  <label for="co-prov">${t('Province', 'Province')}</label><select id="co-prov" name="province">${PROVINCES.map((p) => opt(p[0], pick(p), c.province)).join('')}</select>
  <label for="co-postal">${t('Postal code', 'Code postal')}</label><input id="co-postal" name="postal_code" value="${val('postal_code')}">
  </fieldset>
  <p><button type="submit">${t('Continue to payment', 'Continuer vers le paiement')}</button> <a href="/cart">${t('Back to cart', 'Retour au panier')}</a></p>
</form>`,
  );
}

function cardFields(s, v = {}, prefix = 'pay') {
  const { t } = tools(s);
  const val = (k) => h(v[k] ?? '');
  return `<label for="${prefix}-name">${t('Name on card', 'Nom du titulaire')}</label><input id="${prefix}-name" name="card_name" autocomplete="cc-name" value="${val('card_name')}">
  <label for="${prefix}-number">${t('Card number', 'Numéro de carte')}</label><input id="${prefix}-number" name="card_number" inputmode="numeric" autocomplete="cc-number" value="${val('card_number')}">
  <label for="${prefix}-exp">${t('Expiry date (MM/YY)', 'Date d’expiration (MM/AA)')}</label><input id="${prefix}-exp" name="card_expiry" autocomplete="cc-exp" placeholder="MM/YY" value="${val('card_expiry')}">
  <label for="${prefix}-cvc">${t('Security code (CVC)', 'Code de sécurité (CVC)')}</label><input id="${prefix}-cvc" name="card_cvc" inputmode="numeric" autocomplete="cc-csc" value="${val('card_cvc')}">`;
}

function cardProblems(s, f) {
  const { t } = tools(s);
  const out = [];
  if (!String(f.card_name ?? '').trim()) out.push(t('the name on the card', 'le nom du titulaire'));
  if (!validCard(f.card_number)) out.push(t('a valid card number', 'un numéro de carte valide'));
  if (!validExpiry(f.card_expiry))
    out.push(t('a valid expiry date (MM/YY)', 'une date d’expiration valide (MM/AA)'));
  if (!validCvc(f.card_cvc)) out.push(t('the security code', 'le code de sécurité'));
  return out;
}

function paymentForm(ctx, s, v = {}, error = '') {
  const { t, dayLabel, timeLabel } = tools(s);
  const c = s.checkout;
  return garagePage(
    ctx,
    s,
    t('Payment', 'Paiement'),
    `<p class="step">${t('Checkout — step 2 of 2: payment', 'Commande — étape 2 sur 2 : paiement')}</p>
<h1>${t('Payment', 'Paiement')}</h1>
<p class="meta">${
      c.fulfilment === 'fitting'
        ? `${t('Fitting at our garage', 'Pose à notre garage')} · ${h(dayLabel(c.fitting_slot.slice(0, 10)))} – ${h(timeLabel(c.fitting_slot.slice(11)))}`
        : `${t('Home delivery to', 'Livraison à')} ${h(c.street)}${c.apartment ? `, ${t('apt.', 'app.')} ${h(c.apartment)}` : ''}, ${h(c.city)} ${h(c.postal_code)}`
    }</p>
${totalsTable(s, c.fulfilment)}
${errorBox(error)}
<form method="post" action="/checkout/payment">
  <fieldset><legend>${t('Credit card', 'Carte de crédit')}</legend>
  ${cardFields(s, v)}
  </fieldset>
  <p><button type="submit">${t('Place order', 'Passer la commande')}</button> <a href="/checkout">${t('Back', 'Retour')}</a></p>
</form>`,
  );
}

/* ------------------------------------------------------------------------------------------ other forms */

function bodyworkForm(ctx, s, v = {}, error = '') {
  const { t, pick } = tools(s);
  const val = (k) => h(v[k] ?? '');
  return garagePage(
    ctx,
    s,
    t('Body work quote', 'Estimation de carrosserie'),
    `<h1>${t('Request a body work quote', 'Demander une estimation de carrosserie')}</h1>
<p>${t('Dents, scratches, hail or a fender-bender: our body shop repairs all makes and works with every insurer in Quebec. Describe the damage and an estimator will get back to you within one business day.', 'Bosses, égratignures, grêle ou accrochage : notre atelier de carrosserie répare toutes les marques et travaille avec tous les assureurs du Québec. Décrivez les dommages et un estimateur vous répondra en un jour ouvrable.')}</p>
${errorBox(error)}
<form method="post" action="/bodywork">
  <fieldset><legend>${t('You', 'Vous')}</legend>
  <label for="bw-name">${t('Full name', 'Nom complet')}</label><input id="bw-name" name="name" value="${val('name')}">
  <label for="bw-phone">${t('Phone', 'Téléphone')}</label><input id="bw-phone" type="tel" name="phone" value="${val('phone')}">
  <label for="bw-email">${t('Email', 'Courriel')}</label><input id="bw-email" type="email" name="email" value="${val('email')}">
  </fieldset>
  <fieldset><legend>${t('The vehicle', 'Le véhicule')}</legend>
  <label for="bw-make">${t('Make', 'Marque')}</label><select id="bw-make" name="make">${opt('', t('— Choose a make —', '— Choisir une marque —'), v.make)}${MAKES.map((m) => opt(m[0], pick(m), v.make)).join('')}</select>
  <label for="bw-model">${t('Model', 'Modèle')}</label><input id="bw-model" name="model" value="${val('model')}">
  <label for="bw-year">${t('Year', 'Année')}</label><input id="bw-year" name="year" inputmode="numeric" value="${val('year')}">
  </fieldset>
  <fieldset><legend>${t('The damage', 'Les dommages')}</legend>
  <label for="bw-damage">${t('Type of damage', 'Type de dommages')}</label><select id="bw-damage" name="damage">${opt('', t('— Choose —', '— Choisir —'), v.damage)}${DAMAGES.map((d) => opt(d[0], pick(d), v.damage)).join('')}</select>
  <label for="bw-desc">${t('Describe the damage (where, how big)', 'Décrivez les dommages (où, quelle taille)')}</label><textarea id="bw-desc" name="description" rows="4">${val('description')}</textarea>
  <label class="choice"><input type="checkbox" name="insurance_claim" value="yes"${checked(v.insurance_claim === 'yes')}> ${t('This repair is part of an insurance claim', 'Cette réparation fait partie d’une réclamation d’assurance')}</label>
  </fieldset>
  <fieldset><legend>${t('How should we contact you?', 'Comment devons-nous vous joindre ?')}</legend>
  ${CONTACT_METHODS.map((m) => `<label class="choice"><input type="radio" name="contact_method" value="${m[0]}"${checked(v.contact_method === m[0])}> ${pick(m)}</label>`).join('\n  ')}
  </fieldset>
  <p><button type="submit">${t('Send my request', 'Envoyer ma demande')}</button></p>
</form>`,
  );
}

function recallForm(ctx, s, v = '', error = '', result = '') {
  const { t } = tools(s);
  return garagePage(
    ctx,
    s,
    t('Recall check', 'Vérification des rappels'),
    `<h1>${t('Is there a recall on your vehicle?', 'Votre véhicule fait-il l’objet d’un rappel ?')}</h1>
<p>${t('Enter your vehicle identification number (VIN). It has 17 characters and is shown on your registration certificate, your insurance card and at the bottom of the windshield on the driver’s side. We check it against the Transport Canada recall database.', 'Entrez le numéro d’identification de votre véhicule (NIV). Il compte 17 caractères et figure sur votre certificat d’immatriculation, votre carte d’assurance et au bas du pare-brise, côté conducteur. Nous le vérifions dans la base de données des rappels de Transports Canada.')}</p>
${errorBox(error)}
<form method="post" action="/recalls" class="card">
  <label for="vin">${t('VIN (17 characters)', 'NIV (17 caractères)')}</label>
  <input id="vin" name="vin" maxlength="17" autocapitalize="characters" value="${h(v)}">
  <p><button type="submit">${t('Check for recalls', 'Vérifier les rappels')}</button></p>
</form>
${result}`,
  );
}

function reviewsPage(ctx, s, v = {}, error = '') {
  const { t, service, longDate } = tools(s);
  const all = [
    ...ctx.state.reviews.filter((r) => r.published),
    ...REVIEWS.map(([name, rating, svc, date, comment]) => ({ name, rating, service: svc, date, comment })),
  ];
  const val = (k) => h(v[k] ?? '');
  return garagePage(
    ctx,
    s,
    t('Reviews', 'Avis'),
    `<h1>${t('What our customers say', 'Ce que disent nos clients')}</h1>
<p>${t('4.8 out of 5 from 312 reviews.', '4,8 sur 5 d’après 312 avis.')}</p>
${flashBox(s)}
${all
  .map(
    (r) =>
      `<article class="card"><h2>${'★'.repeat(r.rating)}${'☆'.repeat(5 - r.rating)} <span class="sr">${r.rating}/5</span> ${h(r.name)}</h2><p class="meta">${h(service(r.service))} · ${h(longDate(r.date))}</p><p>${h(r.comment)}</p></article>`,
  )
  .join('\n')}
<h2 id="leave">${t('Leave a review', 'Laisser un avis')}</h2>
${errorBox(error)}
<form method="post" action="/reviews" aria-labelledby="leave">
  <fieldset><legend>${t('Your rating', 'Votre note')}</legend>
  ${[1, 2, 3, 4, 5].map((n) => `<label class="choice"><input type="radio" name="rating" value="${n}"${checked(v.rating === String(n))}> ${n} ${n === 1 ? t('star', 'étoile') : t('stars', 'étoiles')}</label>`).join('\n  ')}
  </fieldset>
  <label for="rv-service">${t('Service received', 'Service reçu')}</label>
  <select id="rv-service" name="service">${opt('', t('— Choose —', '— Choisir —'), v.service)}${SERVICES.map((x) => opt(x.id, service(x.id), v.service)).join('')}${opt('tires', t('Tire purchase', 'Achat de pneus'), v.service)}${opt('bodywork', t('Body work', 'Carrosserie'), v.service)}</select>
  <label for="rv-comment">${t('Your comment', 'Votre commentaire')}</label><textarea id="rv-comment" name="comment" rows="4">${val('comment')}</textarea>
  <label for="rv-name">${t('Your name (as it will appear)', 'Votre nom (tel qu’il sera affiché)')}</label><input id="rv-name" name="name" value="${val('name')}">
  <p><button type="submit">${t('Post my review', 'Publier mon avis')}</button></p>
</form>`,
  );
}

function signinForm(ctx, s, error = '', email = '') {
  const { t } = tools(s);
  return garagePage(
    ctx,
    s,
    t('Sign in', 'Connexion'),
    `<h1>${t('Sign in to your account', 'Connexion à votre compte')}</h1>
<p>${t('See your vehicles and their service history, manage your appointments and pay your invoices online.', 'Consultez vos véhicules et leur historique d’entretien, gérez vos rendez-vous et payez vos factures en ligne.')}</p>
${errorBox(error)}
<form method="post" action="/signin" class="card">
  <label for="si-email">${t('Email', 'Courriel')}</label><input id="si-email" type="email" name="email" autocomplete="username" value="${h(email)}">
  <label for="si-pass">${t('Password', 'Mot de passe')}</label><input id="si-pass" type="password" name="password" autocomplete="current-password">
  <p><label class="choice"><input type="checkbox" name="remember" value="yes"> ${t('Keep me signed in', 'Rester connecté')}</label></p>
  <p><button type="submit">${t('Sign in', 'Se connecter')}</button> <a href="/contact">${t('Forgot your password?', 'Mot de passe oublié ?')}</a></p>
</form>
<p>${t('No account yet? Your account is created at your first visit: ask our service advisors.', 'Pas encore de compte ? Il est créé lors de votre première visite : demandez à nos conseillers.')}</p>`,
  );
}

/* ------------------------------------------------------------------------------------------ account */

const TABS = [
  ['/account/vehicles', 'My vehicles', 'Mes véhicules'],
  ['/account/appointments', 'Appointments', 'Rendez-vous'],
  ['/account/invoices', 'Invoices', 'Factures'],
  ['/account/profile', 'Profile', 'Profil'],
];
function accountTabs(s, current) {
  const { pick } = tools(s);
  return `<nav class="tabs" aria-label="${s.lang === 'fr' ? 'Mon compte' : 'My account'}">${TABS.map((x) => `<a href="${x[0]}"${x[0] === current ? ' aria-current="page"' : ''}>${pick(x)}</a>`).join('')}</nav>`;
}
const vehicleName = (s, v) => `${v.year} ${tools(s).make(v.make)} ${v.model}`;

function vehiclesPage(ctx, s, acct, v = {}, error = '') {
  const { t } = tools(s);
  return garagePage(
    ctx,
    s,
    t('My vehicles', 'Mes véhicules'),
    `<h1>${t(`Hello ${acct.first}`, `Bonjour ${acct.first}`)}</h1>
${accountTabs(s, '/account/vehicles')}
${flashBox(s)}
<table><caption>${t('My vehicles', 'Mes véhicules')}</caption><thead><tr><th>${t('Plate', 'Plaque')}</th><th>${t('Vehicle', 'Véhicule')}</th><th>${t('Mileage', 'Kilométrage')}</th><th></th></tr></thead><tbody>
${acct.vehicles.map((x) => `<tr><td>${h(x.plate)}</td><td>${h(vehicleName(s, x))}</td><td>${h(x.km)} km</td><td><a href="/account/vehicles/${x.id}">${t('Service history', 'Historique d’entretien')}</a></td></tr>`).join('\n')}
</tbody></table>
<h2 id="add">${t('Add a vehicle', 'Ajouter un véhicule')}</h2>
${errorBox(error)}
<form method="post" action="/account/vehicles/add" aria-labelledby="add">
  ${vehicleFields(s, v, 'av')}
  <p><button type="submit">${t('Add this vehicle', 'Ajouter ce véhicule')}</button></p>
</form>`,
  );
}

function appointmentsPage(ctx, s, acct) {
  const { t, when, longDate, service } = tools(s);
  const veh = (id) => acct.vehicles.find((x) => x.id === id);
  const upcoming = acct.appointments
    .filter((a) => a.status === 'upcoming')
    .sort((a, b) => (a.when < b.when ? -1 : 1));
  const other = acct.appointments.filter((a) => a.status !== 'upcoming');
  const vcell = (a) => {
    const v = veh(a.vid);
    return v ? `${h(vehicleName(s, v))} · ${h(v.plate)}` : '—';
  };
  return garagePage(
    ctx,
    s,
    t('Appointments', 'Rendez-vous'),
    `<h1>${t('My appointments', 'Mes rendez-vous')}</h1>
${accountTabs(s, '/account/appointments')}
${flashBox(s)}
${
  upcoming.length
    ? `<table><caption>${t('Upcoming', 'À venir')}</caption><thead><tr><th>${t('Reference', 'Référence')}</th><th>${t('Drop-off', 'Dépôt')}</th><th>${t('Vehicle', 'Véhicule')}</th><th>${t('Services', 'Services')}</th><th></th></tr></thead><tbody>
${upcoming
  .map(
    (a) =>
      `<tr><td>${a.ref}</td><td>${h(when(a.when))}</td><td>${vcell(a)}</td><td>${a.services.map((x) => h(service(x))).join(', ')}</td><td class="actions"><a href="/account/appointments/${a.ref}/reschedule">${t('Reschedule', 'Déplacer')}</a> <a href="/account/appointments/${a.ref}/cancel">${t('Cancel', 'Annuler')}</a></td></tr>`,
  )
  .join('\n')}
</tbody></table>`
    : `<p>${t('You have no upcoming appointment.', 'Vous n’avez aucun rendez-vous à venir.')} <a href="/book">${t('Book a service', 'Prendre rendez-vous')}</a></p>`
}
${
  other.length
    ? `<table><caption>${t('Past and cancelled', 'Passés et annulés')}</caption><thead><tr><th>${t('Reference', 'Référence')}</th><th>Date</th><th>${t('Vehicle', 'Véhicule')}</th><th>${t('Status', 'Statut')}</th></tr></thead><tbody>
${other.map((a) => `<tr><td>${a.ref}</td><td>${h(longDate(a.when.slice(0, 10)))}</td><td>${vcell(a)}</td><td>${a.status === 'cancelled' ? t('Cancelled', 'Annulé') : t('Done', 'Terminé')}</td></tr>`).join('\n')}
</tbody></table>`
    : ''
}`,
  );
}

function reschedulePage(ctx, s, a, week, error = '') {
  const { t, when, service } = tools(s);
  return garagePage(
    ctx,
    s,
    t('Reschedule', 'Déplacer le rendez-vous'),
    `<h1>${t(`Reschedule appointment ${a.ref}`, `Déplacer le rendez-vous ${a.ref}`)}</h1>
<p class="meta">${t('Currently', 'Actuellement')} : ${h(when(a.when))} · ${a.services.map((x) => h(service(x))).join(', ')}</p>
${errorBox(error)}
<p>${t('Pick a new drop-off time:', 'Choisissez une nouvelle heure de dépôt :')}</p>
${slotTable(ctx, s, week, '/account/appointments/reschedule', `<input type="hidden" name="ref" value="${a.ref}">`)}
${weekPaging(s, `/account/appointments/${a.ref}/reschedule`, week)}
<p><a href="/account/appointments">${t('Keep the current time', 'Garder l’heure actuelle')}</a></p>`,
  );
}

function cancelPage(ctx, s, a, v = {}, error = '') {
  const { t, when, pick, service } = tools(s);
  return garagePage(
    ctx,
    s,
    t('Cancel an appointment', 'Annuler un rendez-vous'),
    `<h1>${t(`Cancel appointment ${a.ref}`, `Annuler le rendez-vous ${a.ref}`)}</h1>
<p class="meta">${h(when(a.when))} · ${a.services.map((x) => h(service(x))).join(', ')}</p>
${errorBox(error)}
<form method="post" action="/account/appointments/cancel">
  <input type="hidden" name="ref" value="${a.ref}">
  <fieldset><legend>${t('Why are you cancelling?', 'Pourquoi annulez-vous ?')}</legend>
  ${CANCEL_REASONS.map((r) => `<label class="choice"><input type="radio" name="cancel_reason" value="${r[0]}"${checked(v.cancel_reason === r[0])}> ${pick(r)}</label>`).join('\n  ')}
  </fieldset>
  <label for="cn-comment">${t('Comment (optional)', 'Commentaire (facultatif)')}</label><textarea id="cn-comment" name="comment" rows="2">${h(v.comment ?? '')}</textarea>
  <p><button type="submit">${t('Confirm cancellation', 'Confirmer l’annulation')}</button> <a href="/account/appointments">${t('Keep my appointment', 'Garder mon rendez-vous')}</a></p>
</form>`,
  );
}

function invoicesPage(ctx, s, acct) {
  const { t, L, money, longDate } = tools(s);
  const veh = (id) => acct.vehicles.find((x) => x.id === id);
  return garagePage(
    ctx,
    s,
    t('Invoices', 'Factures'),
    `<h1>${t('My invoices', 'Mes factures')}</h1>
${accountTabs(s, '/account/invoices')}
${flashBox(s)}
<table><thead><tr><th>${t('Invoice', 'Facture')}</th><th>Date</th><th>${t('Vehicle', 'Véhicule')}</th><th>${t('Work', 'Travaux')}</th><th>${t('Amount', 'Montant')}</th><th>${t('Status', 'Statut')}</th><th></th></tr></thead><tbody>
${acct.invoices
  .slice()
  .reverse()
  .map((x) => {
    const v = veh(x.vid);
    return `<tr><td>${x.no}</td><td>${h(longDate(x.date))}</td><td>${v ? h(`${vehicleName(s, v)} · ${v.plate}`) : '—'}</td><td>${h(L(x.desc))}</td><td>${money(x.amount)}</td><td>${x.paid ? t('Paid', 'Payée') : t('Unpaid', 'À payer')}</td><td>${x.paid ? '' : `<a class="btn" href="/account/invoices/${x.no}/pay">${t('Pay', 'Payer')}</a>`}</td></tr>`;
  })
  .join('\n')}
</tbody></table>
<p class="meta">${t('Invoices are payable within 30 days. Questions about an invoice? Call 514 555-0182.', 'Les factures sont payables dans les 30 jours. Une question sur une facture ? Appelez le 514 555-0182.')}</p>`,
  );
}

function payInvoicePage(ctx, s, x, v = {}, error = '') {
  const { t, L, money } = tools(s);
  return garagePage(
    ctx,
    s,
    t('Pay an invoice', 'Payer une facture'),
    `<h1>${t(`Pay invoice ${x.no}`, `Payer la facture ${x.no}`)}</h1>
<p class="meta">${h(L(x.desc))} · ${t('Amount due', 'Montant dû')} : <strong>${money(x.amount)}</strong></p>
${errorBox(error)}
<form method="post" action="/account/invoices/pay">
  <input type="hidden" name="invoice" value="${x.no}">
  <fieldset><legend>${t('Credit card', 'Carte de crédit')}</legend>
  ${cardFields(s, v, 'inv')}
  </fieldset>
  <p><button type="submit">${t(`Pay ${money(x.amount)}`, `Payer ${money(x.amount)}`)}</button> <a href="/account/invoices">${t('Back to invoices', 'Retour aux factures')}</a></p>
</form>`,
  );
}

function profilePage(ctx, s, acct, v = null, error = '') {
  const { t } = tools(s);
  const c = v ?? {
    phone: acct.phone,
    street: acct.street,
    city: acct.city,
    postal_code: acct.postal,
    marketing: acct.marketing ? 'yes' : '',
    language: acct.language,
  };
  const val = (k) => h(c[k] ?? '');
  return garagePage(
    ctx,
    s,
    t('Profile', 'Profil'),
    `<h1>${t('My profile', 'Mon profil')}</h1>
${accountTabs(s, '/account/profile')}
${flashBox(s)}
${errorBox(error)}
<dl class="facts"><dt>${t('Name', 'Nom')}</dt><dd>${h(acct.first)} ${h(acct.last)}</dd><dt>${t('Email', 'Courriel')}</dt><dd>${h(s.user)}</dd></dl>
<form method="post" action="/account/profile">
  <label for="pf-phone">${t('Phone', 'Téléphone')}</label><input id="pf-phone" type="tel" name="phone" value="${val('phone')}">
  <fieldset><legend>${t('Address', 'Adresse')}</legend>
  <label for="pf-street">${t('Street address', 'Adresse')}</label><input id="pf-street" name="street" value="${val('street')}">
  <label for="pf-city">${t('City', 'Ville')}</label><input id="pf-city" name="city" value="${val('city')}">
  <label for="pf-postal">${t('Postal code', 'Code postal')}</label><input id="pf-postal" name="postal_code" value="${val('postal_code')}">
  </fieldset>
  <label for="pf-lang">${t('Language for emails and reminders', 'Langue des courriels et des rappels')}</label>
  <select id="pf-lang" name="language">${opt('en', 'English', c.language)}${opt('fr', 'Français', c.language)}</select>
  <p><label class="choice"><input type="checkbox" name="marketing" value="yes"${checked(c.marketing === 'yes')}> ${t('Send me seasonal offers and maintenance tips by email', 'M’envoyer par courriel les offres saisonnières et des conseils d’entretien')}</label></p>
  <p><button type="submit">${t('Save changes', 'Enregistrer')}</button></p>
</form>`,
  );
}

/* ------------------------------------------------------------------------------------------ routes */

export async function garageRoutes(ctx) {
  const { path, method, fields, state, query } = ctx;
  const s = visitor(ctx);
  const { t, L, pick, money, when, longDate, service, make, dayLabel, timeLabel } = tools(s);
  const html = (title, body) => ({ html: garagePage(ctx, s, title, body), lang: s.lang });
  const form = (markup) => ({ html: markup, lang: s.lang });
  const trim = (k) => String(fields[k] ?? '').trim();
  const blank = (k) => !trim(k);
  const please = (list) => `${t('Please check:', 'Veuillez vérifier :')} ${list.join(', ')}.`;
  const acct = s.user ? state.accounts[s.user] : null;

  if (path === '/lang') {
    s.lang = query.get('l') === 'fr' ? 'fr' : 'en';
    const back = query.get('back') ?? '/';
    return { redirect: back.startsWith('/') && !back.startsWith('//') ? back : '/' };
  }

  if (path === '/' && method === 'GET') {
    return html(
      t('Car repair and tires in Montreal', 'Réparation automobile et pneus à Montréal'),
      `<section class="hero"><h1>${t('Honest car repair in Ahuntsic since 1987', 'De la mécanique honnête dans Ahuntsic depuis 1987')}</h1>
<p>${t('Northside Auto is an independent, family-run garage: eight service bays, certified technicians, and a tire shop with more than 2,000 tires in stock. We service every make, from your grandmother’s Corolla to your work truck.', 'Garage Nord est un garage indépendant et familial : huit baies de service, des techniciens certifiés et une boutique de pneus avec plus de 2 000 pneus en stock. Nous entretenons toutes les marques, de la Corolla de votre grand-mère à votre camion de travail.')}</p>
<p class="actions"><a class="btn" href="/book">${t('Book a service', 'Prendre rendez-vous')}</a> <a class="btn secondary" href="/tires">${t('Shop for tires', 'Magasiner des pneus')}</a></p></section>
<div class="notice" role="status"><p>${t('Spring tire changeover season is here: winter tires may come off from March 16. Book early, the last two weeks of April fill up fast.', 'La saison du changement de pneus est commencée : les pneus d’hiver peuvent être retirés depuis le 16 mars. Réservez tôt, les deux dernières semaines d’avril se remplissent vite.')}</p></div>
<h2>${t('Popular services', 'Services populaires')}</h2>
<div class="cards">${SERVICES.slice(0, 4)
        .map(
          (x) =>
            `<article class="card"><h3>${h(L(x.name))}</h3><p>${h(L(x.blurb))}</p><p class="price">${x.from ? t('From ', 'À partir de ') : ''}${money(x.price)}</p><a href="/services/${x.id}">${t('Details', 'Détails')}</a></article>`,
        )
        .join('\n')}</div>
<h2>${t('Why drivers choose us', 'Pourquoi nous choisir')}</h2>
<ul><li>${t('Written estimate before any work, and a call if we find anything else', 'Estimation écrite avant les travaux, et un appel si nous trouvons autre chose')}</li>
<li>${t('12-month / 20,000 km warranty on parts and labour', 'Garantie de 12 mois ou 20 000 km sur les pièces et la main-d’œuvre')}</li>
<li>${t('Free courtesy cars and a shuttle to Henri-Bourassa metro', 'Voitures de courtoisie gratuites et navette vers le métro Henri-Bourassa')}</li>
<li>${t('Body shop on site for dents, scratches and collision repairs', 'Atelier de carrosserie sur place pour les bosses, les égratignures et les réparations après collision')}</li></ul>
<p>${t('Got a recall letter? <a href="/recalls">Check your VIN</a> — we do recall work for most makes.', 'Vous avez reçu un avis de rappel ? <a href="/recalls">Vérifiez votre NIV</a> — nous faisons les travaux de rappel pour la plupart des marques.')}</p>`,
    );
  }

  if (path === '/services' && method === 'GET') {
    return html(
      'Services',
      `<h1>${t('Our services and prices', 'Nos services et nos prix')}</h1>
<p>${t('All prices are for most cars and light trucks, before taxes. Parts are quoted before any work. Not sure what you need? Book a multi-point inspection or call us.', 'Prix pour la plupart des voitures et camionnettes, avant taxes. Les pièces font l’objet d’une estimation avant les travaux. Vous ne savez pas ce qu’il vous faut ? Réservez une inspection complète ou appelez-nous.')}</p>
<div class="cards">
${SERVICES.map((x) => serviceCard(s, x)).join('\n')}
</div>
<p>${t('We do not replace windshields or do detailing; ask us for our partners.', 'Nous ne remplaçons pas les pare-brise et ne faisons pas d’esthétique automobile ; demandez-nous nos partenaires.')}</p>`,
    );
  }
  const svcMatch = path.match(/^\/services\/([a-z]+)$/);
  if (svcMatch && method === 'GET') {
    const x = SERVICES.find((y) => y.id === svcMatch[1]);
    if (!x) return { status: 404, html: null, lang: s.lang };
    return html(
      L(x.name),
      `<p><a href="/services">← ${t('All services', 'Tous les services')}</a></p>
<h1>${h(L(x.name))}</h1>
<p class="price">${x.from ? t('From ', 'À partir de ') : ''}${money(x.price)} · ${h(L(x.time))}</p>
<p>${h(L(x.body))}</p>
<h2>${t('What’s included', 'Ce qui est compris')}</h2>
<ul>${L(x.included)
        .map((y) => `<li>${h(y)}</li>`)
        .join('')}</ul>
<form method="get" action="/book"><input type="hidden" name="service" value="${x.id}"><button type="submit">${t('Book this service', 'Réserver ce service')}</button></form>`,
    );
  }

  /* booking */
  if (path === '/book' && method === 'GET') {
    const preset = SERVICES.some((x) => x.id === query.get('service')) ? query.get('service') : null;
    s.booking = { preset };
    return form(bookVehicleForm(ctx, s));
  }
  if (path === '/book/vehicle' && method === 'GET') {
    if (!s.booking) return { redirect: '/book' };
    return form(bookVehicleForm(ctx, s, s.booking.vehicle ?? {}));
  }
  if (path === '/book/vehicle' && method === 'POST') {
    if (!s.booking) s.booking = { preset: null };
    const problems = vehicleProblems(s, fields);
    if (problems.length) return form(bookVehicleForm(ctx, s, fields, please(problems)));
    s.booking.vehicle = {
      plate: trim('plate').toUpperCase(),
      make: fields.make,
      model: trim('model'),
      year: trim('year'),
      mileage: trim('mileage'),
    };
    return { redirect: '/book/services' };
  }
  if (path.startsWith('/book/') && path !== '/book/done' && !s.booking?.vehicle) return { redirect: '/book' };
  if (path === '/book/services' && method === 'GET') return form(bookServicesForm(ctx, s));
  if (path === '/book/services' && method === 'POST') {
    const list = String(fields.services ?? '')
      .split(',')
      .filter((x) => SERVICES.some((y) => y.id === x));
    if (!list.length)
      return form(
        bookServicesForm(
          ctx,
          s,
          fields,
          t('Please choose at least one service.', 'Veuillez choisir au moins un service.'),
        ),
      );
    s.booking.services = list;
    s.booking.courtesy = fields.courtesy_car === 'yes' ? 'yes' : '';
    s.booking.notes = trim('notes');
    return { redirect: '/book/slot' };
  }
  if (path.startsWith('/book/') && path !== '/book/done' && !s.booking.services)
    return { redirect: '/book/services' };
  if (path === '/book/slot' && method === 'GET') {
    const week = Math.min(Math.max(Number(query.get('week') ?? 0) || 0, 0), WEEKS.length - 1);
    return form(bookSlotPage(ctx, s, week));
  }
  if (path === '/book/slot' && method === 'POST') {
    if (!slotExists(state, fields.slot))
      return form(
        bookSlotPage(
          ctx,
          s,
          0,
          t('Please choose an available time.', 'Veuillez choisir une heure disponible.'),
        ),
      );
    s.booking.slot = fields.slot;
    return { redirect: '/book/contact' };
  }
  if (path.startsWith('/book/') && path !== '/book/done' && !s.booking.slot)
    return { redirect: '/book/slot' };
  if (path === '/book/contact' && method === 'GET') return form(bookContactForm(ctx, s));
  if (path === '/book/contact' && method === 'POST') {
    const problems = [];
    if (blank('first_name')) problems.push(t('your first name', 'votre prénom'));
    if (blank('last_name')) problems.push(t('your last name', 'votre nom'));
    if (!validPhone(fields.phone))
      problems.push(t('a 10-digit phone number', 'un numéro de téléphone à 10 chiffres'));
    if (!validEmail(fields.email)) problems.push(t('a valid email address', 'une adresse courriel valide'));
    if (problems.length) return form(bookContactForm(ctx, s, fields, please(problems)));
    s.booking.contact = {
      first_name: trim('first_name'),
      last_name: trim('last_name'),
      phone: trim('phone'),
      email: trim('email'),
      sms_reminder: fields.sms_reminder === 'yes' ? 'yes' : '',
    };
    return { redirect: '/book/review' };
  }
  if (path.startsWith('/book/') && path !== '/book/done' && !s.booking.contact)
    return { redirect: '/book/contact' };
  if (path === '/book/review' && method === 'GET') return form(bookReviewPage(ctx, s));
  if (path === '/book/confirm' && method === 'POST') {
    if (fields.terms !== 'yes')
      return form(
        bookReviewPage(
          ctx,
          s,
          t('Please accept the workshop terms.', 'Veuillez accepter les conditions de l’atelier.'),
        ),
      );
    const b = s.booking;
    if (!isFree(state, b.slot)) {
      b.slot = null;
      return { redirect: '/book/slot' };
    }
    state.booked.add(b.slot);
    const ref = `BK-${state.nextBooking++}`;
    s.bookingDone = { ...b, ref };
    s.booking = null;
    return { redirect: '/book/done' };
  }
  if (path === '/book/done' && method === 'GET') {
    const d = s.bookingDone;
    if (!d) return { redirect: '/book' };
    return html(
      t('Booking confirmed', 'Réservation confirmée'),
      `<h1>${t('Booking confirmed', 'Réservation confirmée')}</h1>
<div class="notice" role="status"><p>${t(`Thank you ${h(d.contact.first_name)}! Your booking reference is`, `Merci ${h(d.contact.first_name)} ! Votre numéro de réservation est`)} <strong>${d.ref}</strong>.</p>
<p>${h(`${d.vehicle.year} ${make(d.vehicle.make)} ${d.vehicle.model}`)} (${h(d.vehicle.plate)}) · ${d.services.map((x) => h(service(x))).join(', ')}</p>
<p>${t('Drop-off', 'Dépôt')} : <strong>${h(when(d.slot))}</strong>${d.courtesy === 'yes' ? ` · ${t('a courtesy car will be waiting for you', 'une voiture de courtoisie vous attendra')}` : ''}</p>
<p>${t(`A confirmation was sent to ${h(d.contact.email)}.`, `Une confirmation a été envoyée à ${h(d.contact.email)}.`)}${d.contact.sms_reminder === 'yes' ? ` ${t(`We will text ${h(d.contact.phone)} the day before.`, `Nous enverrons un texto au ${h(d.contact.phone)} la veille.`)}` : ''}</p></div>
<p>${t('Please bring your wheel lock key if you have one. Need to change something? Call 514 555-0182.', 'Apportez la clé de vos écrous antivol si vous en avez une. Un changement ? Appelez le 514 555-0182.')}</p>
<p><a href="/">${t('Back to the home page', 'Retour à l’accueil')}</a></p>`,
    );
  }

  /* tires */
  if (path === '/tires' && method === 'GET') {
    const q = {
      width: query.get('width') ?? '',
      ratio: query.get('ratio') ?? '',
      rim: query.get('rim') ?? '',
      season: query.get('season') ?? '',
    };
    const searched = [...query.keys()].length > 0;
    if (!searched) return form(tiresPage(ctx, s, s.lastSearch ?? {}));
    if (!q.width || !q.ratio || !q.rim)
      return form(
        tiresPage(
          ctx,
          s,
          q,
          '',
          t(
            'Please choose the width, the aspect ratio and the rim diameter.',
            'Veuillez choisir la largeur, la série et le diamètre de jante.',
          ),
        ),
      );
    s.lastSearch = q;
    return form(tiresPage(ctx, s, q));
  }
  if (path === '/cart/add' && method === 'POST') {
    const tire = TIRES.find((x) => x.sku === fields.sku);
    const qty = Number(fields.qty);
    if (!tire) return { redirect: '/tires' };
    if (!Number.isInteger(qty) || qty < 1 || qty > 8)
      return form(
        tiresPage(
          ctx,
          s,
          s.lastSearch ?? {},
          '',
          t('Please enter a quantity from 1 to 8.', 'Veuillez indiquer une quantité de 1 à 8.'),
        ),
      );
    const line = s.cart.find((x) => x.sku === tire.sku);
    if (line) line.qty = Math.min(8, line.qty + qty);
    else s.cart.push({ sku: tire.sku, qty });
    return form(
      tiresPage(
        ctx,
        s,
        s.lastSearch ?? {},
        t(
          `${qty} × ${tire.brand} ${tire.model} ${tire.size} added to your cart.`,
          `${qty} × ${tire.brand} ${tire.model} ${tire.size} ajouté(s) à votre panier.`,
        ),
      ),
    );
  }
  if (path === '/cart' && method === 'GET') return form(cartPage(ctx, s));
  if (path === '/cart/update' && method === 'POST') {
    const line = s.cart.find((x) => x.sku === fields.sku);
    const qty = Number(fields.qty);
    if (line && (!Number.isInteger(qty) || qty < 0 || qty > 8))
      return form(
        cartPage(
          ctx,
          s,
          t('Please enter a quantity from 1 to 8.', 'Veuillez indiquer une quantité de 1 à 8.'),
        ),
      );
    if (line) {
      if (qty === 0) s.cart = s.cart.filter((x) => x !== line);
      else line.qty = qty;
      s.flash = t('Your cart has been updated.', 'Votre panier a été mis à jour.');
    }
    return { redirect: '/cart' };
  }
  if (path === '/cart/remove' && method === 'POST') {
    const tire = TIRES.find((x) => x.sku === fields.sku);
    if (tire && s.cart.some((x) => x.sku === tire.sku)) {
      s.cart = s.cart.filter((x) => x.sku !== tire.sku);
      s.flash = t(
        `${tire.brand} ${tire.model} removed from your cart.`,
        `${tire.brand} ${tire.model} retiré de votre panier.`,
      );
    }
    return { redirect: '/cart' };
  }
  if (path === '/cart/promo' && method === 'POST') {
    const code = trim('promo_code').toUpperCase();
    if (!code) {
      s.promo = null;
      return { redirect: '/cart' };
    }
    if (EXPIRED_PROMOS[code])
      return form(
        cartPage(
          ctx,
          s,
          t(
            `The code ${code} expired on ${longDate(EXPIRED_PROMOS[code])}.`,
            `Le code ${code} a expiré le ${longDate(EXPIRED_PROMOS[code])}.`,
          ),
        ),
      );
    if (!PROMOS[code])
      return form(cartPage(ctx, s, t(`The code ${code} is not valid.`, `Le code ${code} n’est pas valide.`)));
    s.promo = code;
    s.flash = t(
      `Promo code ${code} applied: 10% off your tires.`,
      `Code promo ${code} appliqué : 10 % de rabais sur vos pneus.`,
    );
    return { redirect: '/cart' };
  }
  if (path.startsWith('/checkout') && path !== '/checkout/done' && !s.cart.length)
    return { redirect: '/cart' };
  if (path === '/checkout' && method === 'GET') return form(checkoutForm(ctx, s));
  if (path === '/checkout/delivery' && method === 'POST') {
    const problems = [];
    if (!['fitting', 'delivery'].includes(fields.fulfilment))
      problems.push(t('fitting or delivery', 'pose ou livraison'));
    if (fields.fulfilment === 'fitting' && !fittingSlots().includes(fields.fitting_slot))
      problems.push(t('the fitting appointment', 'le rendez-vous de pose'));
    if (blank('first_name') || blank('last_name')) problems.push(t('your name', 'votre nom'));
    if (!validEmail(fields.email)) problems.push(t('a valid email address', 'une adresse courriel valide'));
    if (!validPhone(fields.phone))
      problems.push(t('a 10-digit phone number', 'un numéro de téléphone à 10 chiffres'));
    if (fields.fulfilment === 'delivery') {
      if (blank('street') || blank('city'))
        problems.push(t('the delivery address', 'l’adresse de livraison'));
      if (!validPostal(fields.postal_code))
        problems.push(t('the postal code (A1A 1A1)', 'le code postal (A1A 1A1)'));
      if (!PROVINCES.some((p) => p[0] === fields.province)) problems.push(t('the province', 'la province'));
    }
    if (problems.length) return form(checkoutForm(ctx, s, fields, please(problems)));
    s.checkout = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v).trim()]));
    return { redirect: '/checkout/payment' };
  }
  if (path.startsWith('/checkout/') && path !== '/checkout/done' && !s.checkout)
    return { redirect: '/checkout' };
  if (path === '/checkout/payment' && method === 'GET') return form(paymentForm(ctx, s));
  if (path === '/checkout/payment' && method === 'POST') {
    const problems = cardProblems(s, fields);
    if (problems.length) return form(paymentForm(ctx, s, fields, please(problems)));
    const c = s.checkout;
    const totals = cartTotals(s, c.fulfilment);
    s.order = {
      no: `T-${state.nextOrder++}`,
      total: totals.total,
      count: cartCount(s),
      checkout: c,
      last4: String(fields.card_number).replace(/\D/g, '').slice(-4),
    };
    s.cart = [];
    s.promo = null;
    s.checkout = null;
    return { redirect: '/checkout/done' };
  }
  if (path === '/checkout/done' && method === 'GET') {
    const o = s.order;
    if (!o) return { redirect: '/cart' };
    const c = o.checkout;
    return html(
      t('Order confirmed', 'Commande confirmée'),
      `<h1>${t('Order confirmed', 'Commande confirmée')}</h1>
<div class="notice" role="status"><p>${t(`Thank you ${h(c.first_name)}! Your order number is`, `Merci ${h(c.first_name)} ! Votre numéro de commande est`)} <strong>${o.no}</strong>.</p>
<p>${t(`${o.count} tires · ${money(o.total)} charged to the card ending in ${o.last4}.`, `${o.count} pneus · ${money(o.total)} portés à la carte se terminant par ${o.last4}.`)}</p>
<p>${
        c.fulfilment === 'fitting'
          ? t(
              `Fitting at our garage on ${h(dayLabel(c.fitting_slot.slice(0, 10)))} at ${h(timeLabel(c.fitting_slot.slice(11)))}. Please arrive 10 minutes early.`,
              `Pose à notre garage le ${h(dayLabel(c.fitting_slot.slice(0, 10)))} à ${h(timeLabel(c.fitting_slot.slice(11)))}. Présentez-vous 10 minutes à l’avance.`,
            )
          : t(
              `Delivery to ${h(c.street)}, ${h(c.city)} within 2 to 4 business days.`,
              `Livraison au ${h(c.street)}, ${h(c.city)} d’ici 2 à 4 jours ouvrables.`,
            )
      }</p>
<p>${t(`A receipt was sent to ${h(c.email)}.`, `Un reçu a été envoyé à ${h(c.email)}.`)}</p></div>
<p><a href="/">${t('Back to the home page', 'Retour à l’accueil')}</a></p>`,
    );
  }

  /* body work */
  if (path === '/bodywork' && method === 'GET') return form(bodyworkForm(ctx, s));
  if (path === '/bodywork' && method === 'POST') {
    const problems = [];
    if (blank('name')) problems.push(t('your name', 'votre nom'));
    if (!validPhone(fields.phone))
      problems.push(t('a 10-digit phone number', 'un numéro de téléphone à 10 chiffres'));
    if (!validEmail(fields.email)) problems.push(t('a valid email address', 'une adresse courriel valide'));
    if (!MAKES.some((m) => m[0] === fields.make)) problems.push(t('the make', 'la marque'));
    if (blank('model')) problems.push(t('the model', 'le modèle'));
    if (!validYear(fields.year)) problems.push(t('the year', 'l’année'));
    if (!DAMAGES.some((d) => d[0] === fields.damage))
      problems.push(t('the type of damage', 'le type de dommages'));
    if (trim('description').length < 10)
      problems.push(t('a short description of the damage', 'une courte description des dommages'));
    if (!CONTACT_METHODS.some((m) => m[0] === fields.contact_method))
      problems.push(t('how we should contact you', 'comment vous joindre'));
    if (problems.length) return form(bodyworkForm(ctx, s, fields, please(problems)));
    const ref = `Q-${state.nextQuote++}`;
    const m = CONTACT_METHODS.find((x) => x[0] === fields.contact_method);
    return html(
      t('Quote request received', 'Demande d’estimation reçue'),
      `<h1>${t('Quote request received', 'Demande d’estimation reçue')}</h1>
<div class="notice" role="status"><p>${t(`Thank you ${h(trim('name'))}. Your quote request number is`, `Merci ${h(trim('name'))}. Votre numéro de demande est`)} <strong>${ref}</strong>.</p>
<p>${h(trim('year'))} ${h(make(fields.make))} ${h(trim('model'))} · ${h(pick(DAMAGES.find((d) => d[0] === fields.damage)))}</p>
<p>${t(`An estimator will contact you within one business day (${pick(m).toLowerCase()}).`, `Un estimateur vous joindra d’ici un jour ouvrable (${pick(m).toLowerCase()}).`)}${fields.insurance_claim === 'yes' ? ` ${t('Have your claim number ready.', 'Ayez votre numéro de réclamation sous la main.')}` : ''}</p></div>`,
    );
  }

  /* recalls */
  if (path === '/recalls' && method === 'GET') return form(recallForm(ctx, s));
  if (path === '/recalls' && method === 'POST') {
    const vin = trim('vin').toUpperCase().replace(/\s/g, '');
    if (!VIN.test(vin))
      return form(
        recallForm(
          ctx,
          s,
          fields.vin ?? '',
          t(
            'A VIN has exactly 17 letters and digits (never I, O or Q).',
            'Un NIV compte exactement 17 lettres et chiffres (jamais I, O ni Q).',
          ),
        ),
      );
    const r = RECALLS[vin];
    const list = r?.recalls ?? [];
    const result = `<section class="card" aria-live="polite"><h2>${
      list.length
        ? t(`${list.length} open recall for this vehicle`, `${list.length} rappel ouvert pour ce véhicule`)
        : t('No open recall for this vehicle', 'Aucun rappel ouvert pour ce véhicule')
    }</h2>
<p class="meta">VIN ${vin}${r ? ` · ${h(r.vehicle)}` : ''} · ${t(`checked on ${longDate(TODAY)}`, `vérifié le ${longDate(TODAY)}`)}</p>
${list.map((x) => `<h3>${h(L(x.title))} — Transport Canada ${x.id}</h3><p>${h(L(x.text))}</p><p><a href="/book">${t('Book the recall work with us', 'Faire faire le rappel chez nous')}</a></p>`).join('\n')}
${list.length ? '' : `<p>${t('Good news: nothing to do. Check again every six months.', 'Bonne nouvelle : rien à faire. Vérifiez de nouveau tous les six mois.')}</p>`}</section>`;
    return form(recallForm(ctx, s, vin, '', result));
  }

  /* reviews */
  if (path === '/reviews' && method === 'GET') return form(reviewsPage(ctx, s));
  if (path === '/reviews' && method === 'POST') {
    const problems = [];
    if (!['1', '2', '3', '4', '5'].includes(fields.rating)) problems.push(t('your rating', 'votre note'));
    if (blank('comment')) problems.push(t('your comment', 'votre commentaire'));
    if (blank('name')) problems.push(t('your name', 'votre nom'));
    if (problems.length) return form(reviewsPage(ctx, s, fields, please(problems)));
    state.reviews.push({
      name: trim('name'),
      rating: Number(fields.rating),
      service: fields.service || '',
      comment: trim('comment'),
      date: TODAY,
      published: false,
    });
    s.flash = t(
      `Thank you for your review, ${trim('name')}! It will appear here once our team has read it (usually within a day).`,
      `Merci pour votre avis, ${trim('name')} ! Il sera publié dès que notre équipe l’aura lu (en général sous 24 heures).`,
    );
    return { redirect: '/reviews' };
  }

  /* contact, terms */
  if (path === '/contact' && method === 'GET') {
    return html(
      t('Contact', 'Nous joindre'),
      `<h1>${t('Contact and opening hours', 'Nous joindre et heures d’ouverture')}</h1>
<p>1875 boulevard Henri-Bourassa Est, Montréal (QC) H2C 1J5 · ${t('Phone', 'Téléphone')} 514 555-0182 · service@northside-auto.test</p>
<table><caption>${t('Opening hours', 'Heures d’ouverture')}</caption><tbody>
<tr><th scope="row">${t('Monday – Friday', 'Lundi – vendredi')}</th><td>${t('7:30 AM – 6:00 PM', '7 h 30 – 18 h')}</td></tr>
<tr><th scope="row">${t('Saturday', 'Samedi')}</th><td>${t('8:00 AM – 1:00 PM', '8 h – 13 h')}</td></tr>
<tr><th scope="row">${t('Sunday and statutory holidays', 'Dimanche et jours fériés')}</th><td>${t('Closed', 'Fermé')}</td></tr>
</tbody></table>
<p>${t('Metro Henri-Bourassa is a 10-minute walk; our shuttle runs every 30 minutes from 7:30 to 9:30 AM. Night drop-off box by the main door (put your keys in the envelope and write your phone number on it).', 'Le métro Henri-Bourassa est à 10 minutes à pied ; notre navette passe toutes les 30 minutes de 7 h 30 à 9 h 30. Boîte de dépôt de nuit près de la porte principale (mettez vos clés dans l’enveloppe et inscrivez-y votre numéro de téléphone).')}</p>
<p>${t('For windshield and glass repairs we refer you to Vitrerie Saint-Michel (514 555-0110).', 'Pour les pare-brise et les vitres, nous vous dirigeons vers Vitrerie Saint-Michel (514 555-0110).')}</p>`,
    );
  }
  if (path === '/terms' && method === 'GET') {
    return html(
      t('Workshop terms', 'Conditions de l’atelier'),
      `<h1>${t('Workshop terms', 'Conditions de l’atelier')}</h1>
<ol><li>${t('We give a written estimate before any work and call you before any extra work over $100.', 'Nous remettons une estimation écrite avant les travaux et vous appelons avant tout travail supplémentaire de plus de 100 $.')}</li>
<li>${t('Vehicles not picked up within 48 hours after we call you are charged $20 per day of storage.', 'Les véhicules non récupérés 48 heures après notre appel sont facturés 20 $ par jour d’entreposage.')}</li>
<li>${t('Replaced parts are offered to you; otherwise they are recycled.', 'Les pièces remplacées vous sont offertes ; sinon, elles sont recyclées.')}</li>
<li>${t('Parts and labour are guaranteed 12 months or 20,000 km, whichever comes first.', 'Les pièces et la main-d’œuvre sont garanties 12 mois ou 20 000 km, selon la première éventualité.')}</li></ol>`,
    );
  }

  /* sign-in */
  if (path === '/signin' && method === 'GET') return form(signinForm(ctx, s));
  if (path === '/signin' && method === 'POST') {
    const email = trim('email').toLowerCase();
    const a = state.accounts[email];
    if (!a || a.password !== fields.password)
      return form(
        signinForm(
          ctx,
          s,
          t('Incorrect email or password.', 'Courriel ou mot de passe incorrect.'),
          fields.email ?? '',
        ),
      );
    s.user = email;
    const next = s.next;
    s.next = '';
    return { redirect: next || '/account/vehicles' };
  }
  if (path === '/signout') {
    s.user = null;
    return { redirect: '/' };
  }

  /* account */
  if (!path.startsWith('/account')) return { status: 404, html: null, lang: s.lang };
  if (!acct) {
    s.next = method === 'GET' && path !== '/account' ? path : '';
    return { redirect: '/signin' };
  }
  if (path === '/account') return { redirect: '/account/vehicles' };
  if (path === '/account/vehicles' && method === 'GET') return form(vehiclesPage(ctx, s, acct));
  if (path === '/account/vehicles/add' && method === 'POST') {
    const problems = vehicleProblems(s, fields);
    if (problems.length) return form(vehiclesPage(ctx, s, acct, fields, please(problems)));
    const v = vehicle(
      `v${acct.vehicles.length + 1}`,
      trim('plate').toUpperCase(),
      fields.make,
      trim('model'),
      trim('year'),
      trim('mileage'),
    );
    acct.vehicles.push(v);
    s.flash = t(
      `${vehicleName(s, v)} (${v.plate}) has been added to your vehicles.`,
      `${vehicleName(s, v)} (${v.plate}) a été ajouté à vos véhicules.`,
    );
    return { redirect: '/account/vehicles' };
  }
  const vMatch = path.match(/^\/account\/vehicles\/([a-z0-9]+)$/);
  if (vMatch && method === 'GET') {
    const v = acct.vehicles.find((x) => x.id === vMatch[1]);
    if (!v) return { redirect: '/account/vehicles' };
    return html(
      t('Service history', 'Historique d’entretien'),
      `<h1>${h(vehicleName(s, v))} · ${h(v.plate)}</h1>
${accountTabs(s, '/account/vehicles')}
<h2>${t('Service history', 'Historique d’entretien')}</h2>
${
  v.history.length
    ? `<table><thead><tr><th>Date</th><th>${t('Mileage', 'Kilométrage')}</th><th>${t('Work done', 'Travaux effectués')}</th><th>${t('Invoice', 'Facture')}</th></tr></thead><tbody>
${v.history.map((x) => `<tr><td>${h(longDate(x.date))}</td><td>${h(x.km)} km</td><td>${x.work.map((w) => h(L(w))).join(', ')}</td><td>${x.invoice}</td></tr>`).join('\n')}
</tbody></table>`
    : `<p>${t('No work on record for this vehicle yet.', 'Aucun travail enregistré pour ce véhicule.')}</p>`
}
<p><a href="/account/vehicles">${t('Back to my vehicles', 'Retour à mes véhicules')}</a></p>`,
    );
  }
  if (path === '/account/appointments' && method === 'GET') return form(appointmentsPage(ctx, s, acct));
  const aMatch = path.match(/^\/account\/appointments\/(BK-\d+)\/(reschedule|cancel)$/);
  if (aMatch && method === 'GET') {
    const a = acct.appointments.find((x) => x.ref === aMatch[1] && x.status === 'upcoming');
    if (!a) return { redirect: '/account/appointments' };
    if (aMatch[2] === 'cancel') return form(cancelPage(ctx, s, a));
    const week = Math.min(Math.max(Number(query.get('week') ?? 0) || 0, 0), WEEKS.length - 1);
    return form(reschedulePage(ctx, s, a, week));
  }
  if (
    (path === '/account/appointments/reschedule' || path === '/account/appointments/cancel') &&
    method === 'POST'
  ) {
    const a = acct.appointments.find((x) => x.ref === fields.ref && x.status === 'upcoming');
    if (!a) return { redirect: '/account/appointments' };
    if (path.endsWith('/cancel')) {
      if (!CANCEL_REASONS.some((r) => r[0] === fields.cancel_reason))
        return form(
          cancelPage(
            ctx,
            s,
            a,
            fields,
            t('Please tell us why you are cancelling.', 'Veuillez indiquer pourquoi vous annulez.'),
          ),
        );
      a.status = 'cancelled';
      a.cancel = { reason: fields.cancel_reason, comment: trim('comment') };
      s.flash = t(
        `Your appointment ${a.ref} of ${when(a.when)} has been cancelled.`,
        `Votre rendez-vous ${a.ref} du ${when(a.when)} a été annulé.`,
      );
      return { redirect: '/account/appointments' };
    }
    if (!slotExists(state, fields.slot))
      return form(
        reschedulePage(
          ctx,
          s,
          a,
          0,
          t('Please choose an available time.', 'Veuillez choisir une heure disponible.'),
        ),
      );
    a.when = fields.slot;
    s.flash = t(
      `Your appointment ${a.ref} has been moved to ${when(a.when)}.`,
      `Votre rendez-vous ${a.ref} a été déplacé au ${when(a.when)}.`,
    );
    return { redirect: '/account/appointments' };
  }
  if (path === '/account/invoices' && method === 'GET') return form(invoicesPage(ctx, s, acct));
  const iMatch = path.match(/^\/account\/invoices\/(INV-\d+)\/pay$/);
  if (iMatch && method === 'GET') {
    const x = acct.invoices.find((y) => y.no === iMatch[1] && !y.paid);
    if (!x) return { redirect: '/account/invoices' };
    return form(payInvoicePage(ctx, s, x));
  }
  if (path === '/account/invoices/pay' && method === 'POST') {
    const x = acct.invoices.find((y) => y.no === fields.invoice && !y.paid);
    if (!x) return { redirect: '/account/invoices' };
    const problems = cardProblems(s, fields);
    if (problems.length) return form(payInvoicePage(ctx, s, x, fields, please(problems)));
    x.paid = true;
    const receipt = `PAY-${state.nextPayment++}`;
    s.flash = t(
      `Payment received: ${money(x.amount)} for invoice ${x.no}. Your receipt number is ${receipt}.`,
      `Paiement reçu : ${money(x.amount)} pour la facture ${x.no}. Votre numéro de reçu est ${receipt}.`,
    );
    return { redirect: '/account/invoices' };
  }
  if (path === '/account/profile' && method === 'GET') return form(profilePage(ctx, s, acct));
  if (path === '/account/profile' && method === 'POST') {
    const problems = [];
    if (!validPhone(fields.phone))
      problems.push(t('a 10-digit phone number', 'un numéro de téléphone à 10 chiffres'));
    if (blank('street') || blank('city')) problems.push(t('your address', 'votre adresse'));
    if (!validPostal(fields.postal_code))
      problems.push(t('the postal code (A1A 1A1)', 'le code postal (A1A 1A1)'));
    if (problems.length) return form(profilePage(ctx, s, acct, fields, please(problems)));
    acct.phone = trim('phone');
    acct.street = trim('street');
    acct.city = trim('city');
    acct.postal = trim('postal_code').toUpperCase();
    acct.marketing = fields.marketing === 'yes';
    acct.language = fields.language === 'fr' ? 'fr' : 'en';
    s.flash = t('Your profile has been updated.', 'Votre profil a été mis à jour.');
    return { redirect: '/account/profile' };
  }
  return { status: 404, html: null, lang: s.lang };
}

/** GET paths whose query string is a form the site records as received. */
export function garageGetForms() {
  return ['/tires'];
}
