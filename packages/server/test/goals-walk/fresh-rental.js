// Fresh batch on the rental site (Alpiloc, car and van rental between Lyon and the Alps; French pages
// with an English version behind the header's FR | EN switch; site-rental.js). Written before any run of
// the reader, by someone who has not read its code; half "fresh" (read by make-goals.js). Where a goal
// does not say which language the site is read in, the end text does not depend on it: a booking
// reference (LOC-49…), a cancellation (ANN-…), a quote request (DEV-…) or a damage file (SIN-…)
// reference, a licence number or a company name.
// [site, voice, lang, goal, expect, feasible = true, note]

/** Fields whose value is a choice the site offers (select, radio, checkbox, hidden), not typed text. */
export const choices = [
  'agence_depart',
  'agence_retour',
  'heure_debut',
  'heure_fin',
  'moins25',
  'vehicule',
  'equipements',
  'protection',
  'km',
  'civilite',
  'cgv',
  'equipement',
  'motif',
  'confirmation',
  'flotte',
  'types',
  'duree',
  'nature',
  'constat',
  'newsletter',
  'rester',
];

/** Values a field holds before anyone touches it. */
export const defaults = {
  agence_retour: '',
  heure_debut: '10:00',
  heure_fin: '10:00',
  protection: 'base',
  km: 'limite',
  code_promo: '',
};

const signin = (login, mdp) => ({ path: '/connexion', fields: { login, mdp } });
const JULIE = signin('julie.morel@mail.test', 'Montagne#38');
const TOM = signin('tom.baker@mail.test', 'Baker-2026!');
const search = (fields) => ({ path: '/resultats', fields });
const choose = (vehicule) => ({ path: '/reservation/vehicule', fields: { vehicule } });
const options = (fields) => ({ path: '/reservation/options', fields });
const driver = (fields) => ({ path: '/reservation/conducteur', fields });
const pay = (cc_number, cc_exp, cc_cvc) => ({
  path: '/reservation/paiement',
  fields: { cc_number, cc_exp, cc_cvc, cgv: '1' },
});
const manage = (reference, nom) => ({ path: '/ma-reservation', fields: { reference, nom } });

export const goals = [
  // ---------------------------------------------------------------- terse
  [
    'rental',
    'terse',
    'en',
    'Customer area → login tom.baker@mail.test / Baker-2026! → My drivers: add Emma Baker, DOB 22/09/1996, licence no. 15EB72019, licence date 03/07/2015. Expect 15EB72019 in the drivers list.',
    {
      received: [
        TOM,
        {
          path: '/compte/conducteurs',
          fields: {
            prenom: 'Emma',
            nom: 'Baker',
            date_naissance: '22/09/1996',
            num_permis: '15EB72019',
            date_permis: '03/07/2015',
          },
        },
      ],
      text: '15EB72019',
    },
  ],
  [
    'rental',
    'terse',
    'en',
    'Book a car: Grenoble station, 22/05/2026 09:00 → 25/05/2026 18:00, return same branch. Compact (Peugeot 308) → select. Extras: GPS only; cover: zero excess. Driver Mr Daniel Wright, daniel.wright@mail.test, +44 7700 900123, DOB 14/02/1985, licence 85DW11402 issued 30/06/2004. Card 4970 1012 3456 7890, 11/28, CVC 321, accept T&Cs → expect a LOC- booking ref.',
    {
      received: [
        search({
          agence_depart: 'grenoble',
          date_debut: '22/05/2026',
          heure_debut: '09:00',
          agence_retour: '',
          date_fin: '25/05/2026',
          heure_fin: '18:00',
          moins25: null,
        }),
        choose('compacte'),
        options({ equipements: 'gps', protection: 'zero', km: 'limite' }),
        driver({
          civilite: 'm',
          prenom: 'Daniel',
          nom: 'Wright',
          email: 'daniel.wright@mail.test',
          tel: '+44 7700 900123',
          naissance: '14/02/1985',
          permis_no: '85DW11402',
          permis_date: '30/06/2004',
        }),
        pay('4970 1012 3456 7890', '11/28', '321'),
      ],
      text: 'LOC-',
    },
  ],
  [
    'rental',
    'terse',
    'fr',
    'Gérer ma résa : LOC-49127 / nom Lefèvre → ajouter l’équipement GPS → la page doit confirmer l’ajout (« a bien été ajouté »).',
    {
      received: [
        manage('LOC-49127', 'Lefèvre'),
        { path: '/ma-reservation/LOC-49127/equipement', fields: { equipement: 'gps' } },
      ],
      text: 'a bien été ajouté',
    },
  ],
  [
    'rental',
    'terse',
    'fr',
    'Déclaration de dommage — résa LOC-48560, immat GK-504-RP, date 2026-04-11, lieu « Col du Granier, D912 », bris de glace, pas de constat amiable. Description : « Gravillon projeté par un camion, impact étoilé sur le pare-brise côté conducteur ». Mail de suivi claire.fabre@mail.test. Vérifier qu’un n° de dossier SIN- est donné.',
    {
      received: [
        {
          path: '/dommage',
          fields: {
            reservation: 'LOC-48560',
            immat: 'GK-504-RP',
            date_incident: '2026-04-11',
            lieu: 'Col du Granier, D912',
            nature: 'vitre',
            constat: null,
            circonstances: 'Gravillon projeté par un camion, impact étoilé sur le pare-brise côté conducteur',
            email_suivi: 'claire.fabre@mail.test',
          },
        },
      ],
      text: 'SIN-',
    },
  ],
  // ---------------------------------------------------------------- chatty
  [
    'rental',
    'chatty',
    'en',
    'Hi there! A bakery chain asked us for a fleet quote, could you fill in the business quote request for them? Company name is Boulangeries Vernay SARL, SIRET 532 418 907 00021. They’d need somewhere between 6 and 20 vehicles, vans only, long term (a year or more). Contact person: Marc Vernay, marc.vernay@vernay.test, phone 04 76 22 18 90. In the needs box put "Delivery vans for 8 shops around Grenoble, early-morning starts, tail lift if possible". Send it and check we get a DEV reference back. Thanks a lot!',
    {
      received: [
        {
          path: '/professionnels/devis',
          fields: {
            societe: 'Boulangeries Vernay SARL',
            siret: '532 418 907 00021',
            flotte: '6-20',
            types: 'utilitaire',
            duree: 'longue',
            contact: 'Marc Vernay',
            email_pro: 'marc.vernay@vernay.test',
            tel_pro: '04 76 22 18 90',
            besoins: 'Delivery vans for 8 shops around Grenoble, early-morning starts, tail lift if possible',
          },
        },
      ],
      text: 'DEV-',
    },
  ],
  [
    'rental',
    'chatty',
    'en',
    'Hey! Tom Baker just emailed us: his flight home has moved, so he needs to bring the MPV back a day later. Could you go into Manage booking (booking LOC-48975, surname Baker) and push the return date to 19/05/2026, same time? The booking page should then show the new return date. Ta!',
    { received: [] },
    false,
    'the booking page only lets one add an extra or cancel; it says to cancel and book again (or call) to change the dates, and the customer area cannot change them either',
  ],
  [
    'rental',
    'chatty',
    'fr',
    'Salut ! Julie Morel n’a plus besoin de l’utilitaire pour son déménagement de juin. Tu peux te connecter à son espace client (julie.morel@mail.test, mot de passe Montagne#38) et, dans ses réservations, cliquer sur Annuler sur la ligne de la LOC-49010 ? Comme motif mets « Changement de programme ». Vérifie ensuite que la réservation apparaît bien comme annulée. Merci !',
    {
      received: [JULIE, { path: '/compte/reservations/LOC-49010/annuler', fields: { motif: 'projet' } }],
      text: 'annulée',
    },
  ],
  [
    'rental',
    'chatty',
    'fr',
    'Coucou ! Tu peux faire une résa test pour un jeune conducteur ? Départ de l’aéroport Lyon Saint-Exupéry le 05/06/2026 à 08:00, retour à Lyon Part-Dieu le 07/06/2026 à 19:00, et coche bien la case « moins de 25 ans ». Prends la citadine, avec le kilométrage illimité et la protection Premium, sans équipement. Conducteur : M. Lucas Girard, lucas.girard@mail.test, 06 58 21 47 93, né le 17/03/2003, permis n° 21LG30517 obtenu le 02/04/2021. Paie avec la carte de test 5131 4200 0000 0003, expiration 08/27, cryptogramme 737, et accepte les CGL. Tu devrais obtenir un numéro LOC-. Merci !!',
    {
      received: [
        search({
          agence_depart: 'lyon-aeroport',
          date_debut: '05/06/2026',
          heure_debut: '08:00',
          agence_retour: 'lyon-part-dieu',
          date_fin: '07/06/2026',
          heure_fin: '19:00',
          moins25: 'oui',
        }),
        choose('citadine'),
        options({ equipements: null, protection: 'premium', km: 'illimite' }),
        driver({
          civilite: 'm',
          prenom: 'Lucas',
          nom: 'Girard',
          email: 'lucas.girard@mail.test',
          tel: '06 58 21 47 93',
          naissance: '17/03/2003',
          permis_no: '21LG30517',
          permis_date: '02/04/2021',
        }),
        pay('5131 4200 0000 0003', '08/27', '737'),
      ],
      text: 'LOC-',
    },
  ],
  // ---------------------------------------------------------------- prose
  [
    'rental',
    'prose',
    'en',
    'Sarah Collins is flying into Lyon with her husband and their two young children for a week in the Alps. She looks for a vehicle to pick up at Lyon Saint-Exupéry Airport on 04/07/2026 at 14:00 and to drop off at the Annecy branch on 11/07/2026 at 10:00, and takes the 7-seat people carrier. She adds a child seat and an additional driver, goes for the premium cover and unlimited mileage. As main driver she gives Mrs Sarah Collins, sarah.collins@mail.test, phone +44 7911 123456, born 09/11/1988, driving licence number 88SC41290 obtained on 15/08/2007. She pays with the card 4111 1111 1111 1111, expiry 03/29, CVC 456, accepts the rental terms and expects a booking number starting with LOC-.',
    {
      received: [
        search({
          agence_depart: 'lyon-aeroport',
          date_debut: '04/07/2026',
          heure_debut: '14:00',
          agence_retour: 'annecy',
          date_fin: '11/07/2026',
          heure_fin: '10:00',
          moins25: null,
        }),
        choose('monospace'),
        options({ equipements: 'siege-enfant,conducteur-add', protection: 'premium', km: 'illimite' }),
        driver({
          civilite: 'mme',
          prenom: 'Sarah',
          nom: 'Collins',
          email: 'sarah.collins@mail.test',
          tel: '+44 7911 123456',
          naissance: '09/11/1988',
          permis_no: '88SC41290',
          permis_date: '15/08/2007',
        }),
        pay('4111 1111 1111 1111', '03/29', '456'),
      ],
      text: 'LOC-',
    },
  ],
  [
    'rental',
    'prose',
    'en',
    'Tom Baker needs the invoice for the car he rented in Annecy in March for his expense claim. He signs in to his customer account with tom.baker@mail.test and his password Baker-2026!, finds booking LOC-46630 among his bookings and opens its invoice, then checks that it is made out to his company, Baker Consulting Ltd.',
    { received: [TOM], text: 'Baker Consulting Ltd' },
  ],
  [
    'rental',
    'prose',
    'fr',
    'Aurélie Chabert, responsable des services généraux d’Alpes Événements (SIRET 811 204 563 00018), organise des séminaires à Annecy et Chamonix de septembre à novembre, soit trois mois, et cherche entre 6 et 20 véhicules : des voitures de tourisme et des minibus. Elle remplit la demande de devis de l’espace Professionnels avec son nom, son e-mail a.chabert@alpes-evenements.test et son téléphone 04 50 67 12 34, et décrit ainsi son besoin : « Navettes entre la gare d’Annecy et nos hôtels pour des groupes de 8 à 40 personnes, conduites par notre équipe ». Elle envoie la demande et vérifie qu’une référence DEV- lui est donnée.',
    {
      received: [
        {
          path: '/professionnels/devis',
          fields: {
            societe: 'Alpes Événements',
            siret: '811 204 563 00018',
            flotte: '6-20',
            types: 'tourisme,minibus',
            duree: 'moyenne',
            contact: 'Aurélie Chabert',
            email_pro: 'a.chabert@alpes-evenements.test',
            tel_pro: '04 50 67 12 34',
            besoins:
              'Navettes entre la gare d’Annecy et nos hôtels pour des groupes de 8 à 40 personnes, conduites par notre équipe',
          },
        },
      ],
      text: 'DEV-',
    },
  ],
  [
    'rental',
    'prose',
    'fr',
    'Julie Morel emmène sa nièce de quatre ans au lac d’Annecy pendant le pont du 1er mai. Pas le temps de retrouver son mot de passe : elle passe par « Gérer ma réservation », saisit son numéro de réservation LOC-48822 et son nom, Morel, puis ajoute un siège enfant à sa location. Elle vérifie que la page lui confirme que l’équipement a bien été ajouté.',
    {
      received: [
        manage('LOC-48822', 'Morel'),
        { path: '/ma-reservation/LOC-48822/equipement', fields: { equipement: 'siege-enfant' } },
      ],
      text: 'a bien été ajouté',
    },
  ],
  // ---------------------------------------------------------------- steps
  [
    'rental',
    'steps',
    'en',
    '1. Open the site and switch it to EN. 2. Go to Our vehicles. 3. Click Details on the 12 m³ van. 4. Check that the payload is 1,150 kg.',
    { received: [], text: '1,150 kg' },
  ],
  [
    'rental',
    'steps',
    'en',
    '1. Go to Manage booking 2. Booking number LOC-49088, last name Rossi 3. In the cancellation part pick the reason "Flight or train cancelled" 4. Tick the box confirming the cancellation 5. Cancel the booking 6. Expect a cancellation number ANN-…',
    {
      received: [
        manage('LOC-49088', 'Rossi'),
        { path: '/ma-reservation/LOC-49088/annulation', fields: { motif: 'vol', confirmation: 'oui' } },
      ],
      text: 'ANN-',
    },
  ],
  [
    'rental',
    'steps',
    'fr',
    '1. Se connecter à l’espace client avec julie.morel@mail.test / Montagne#38 2. Ouvrir l’onglet « Mon profil » 3. Adresse : 2 place Saint-Léger, code postal 73000, ville Chambéry 4. Cocher l’inscription à la newsletter 5. Enregistrer 6. Vérifier le message « Vos informations ont été enregistrées »',
    {
      received: [
        JULIE,
        {
          path: '/compte/profil',
          fields: {
            adresse: '2 place Saint-Léger',
            code_postal: '73000',
            ville: 'Chambéry',
            newsletter: '1',
          },
        },
      ],
      text: 'Vos informations ont été enregistrées',
    },
  ],
  [
    'rental',
    'steps',
    'fr',
    '1) Sur l’accueil : agence de départ Annecy, départ le 13/06/2026 à 07:30, retour dans la même agence le 14/06/2026 à 20:00 2) Lancer la recherche 3) Choisir l’utilitaire 12 m³ 4) Aucun équipement, garder la protection de base et le kilométrage inclus 5) Conducteur : Mme Inès Bouvier, ines.bouvier@mail.test, 07 61 84 29 05, née le 30/10/1991, permis 10IB58236 obtenu le 12/01/2010 6) Carte 4970 1012 3456 7890, exp. 06/28, CVC 914, accepter les conditions 7) Payer et vérifier le numéro de réservation LOC-',
    {
      received: [
        search({
          agence_depart: 'annecy',
          date_debut: '13/06/2026',
          heure_debut: '07:30',
          agence_retour: '',
          date_fin: '14/06/2026',
          heure_fin: '20:00',
          moins25: null,
        }),
        choose('utilitaire-12'),
        options({ equipements: null, protection: 'base', km: 'limite' }),
        driver({
          civilite: 'mme',
          prenom: 'Inès',
          nom: 'Bouvier',
          email: 'ines.bouvier@mail.test',
          tel: '07 61 84 29 05',
          naissance: '30/10/1991',
          permis_no: '10IB58236',
          permis_date: '12/01/2010',
        }),
        pay('4970 1012 3456 7890', '06/28', '914'),
      ],
      text: 'LOC-',
    },
  ],
  // ---------------------------------------------------------------- mixed
  [
    'rental',
    'mixed',
    'en',
    'Déclarer un dommage for booking LOC-48560 — plate GK-504-RP, date 2026-04-12, lieu "Parking Carrefour, Chambéry Bassens", type = accident avec un autre véhicule, constat amiable filled in: yes. Description: "Another car reversed into the rear bumper while parked, dent and broken rear light". Follow-up email claire.fabre@mail.test → check a SIN- file number is shown.',
    {
      received: [
        {
          path: '/dommage',
          fields: {
            reservation: 'LOC-48560',
            immat: 'GK-504-RP',
            date_incident: '2026-04-12',
            lieu: 'Parking Carrefour, Chambéry Bassens',
            nature: 'accident',
            constat: 'oui',
            circonstances:
              'Another car reversed into the rear bumper while parked, dent and broken rear light',
            email_suivi: 'claire.fabre@mail.test',
          },
        },
      ],
      text: 'SIN-',
    },
  ],
  [
    'rental',
    'mixed',
    'en',
    'Résa SUV from Chambéry: pick-up 12/06/2026 at 17:30, drop-off même agence 14/06/2026 at 19:00. Choisir the SUV (Peugeot 3008), no extras, basic cover is fine, code promo PRINTEMPS10. Driver = Mr Oliver Grant, oliver.grant@mail.test, 06 77 45 12 38, né le 05/05/1979, permis 98OG27731 since 21/09/1998. Pay with 4970 1012 3456 7890, exp 12/27, cvc 202, tick the CGL → expect the LOC- number.',
    {
      received: [
        search({
          agence_depart: 'chambery',
          date_debut: '12/06/2026',
          heure_debut: '17:30',
          agence_retour: '',
          date_fin: '14/06/2026',
          heure_fin: '19:00',
          moins25: null,
        }),
        choose('suv'),
        options({ equipements: null, protection: 'base', km: 'limite', code_promo: 'PRINTEMPS10' }),
        driver({
          civilite: 'm',
          prenom: 'Oliver',
          nom: 'Grant',
          email: 'oliver.grant@mail.test',
          tel: '06 77 45 12 38',
          naissance: '05/05/1979',
          permis_no: '98OG27731',
          permis_date: '21/09/1998',
        }),
        pay('4970 1012 3456 7890', '12/27', '202'),
      ],
      text: 'LOC-',
    },
  ],
  [
    'rental',
    'mixed',
    'fr',
    'Search rapide depuis la home : pick-up Lyon Part-Dieu le 19/06/2026 à 10:00, drop-off Grenoble gare le 21/06/2026 à 18:00, case « moins de 25 ans » cochée → dans les résultats, la berline premium doit indiquer « Réservé aux conducteurs de 25 ans et plus ».',
    {
      received: [
        search({
          agence_depart: 'lyon-part-dieu',
          date_debut: '19/06/2026',
          heure_debut: '10:00',
          agence_retour: 'grenoble',
          date_fin: '21/06/2026',
          heure_fin: '18:00',
          moins25: 'oui',
        }),
      ],
      text: 'Réservé aux conducteurs de 25 ans et plus',
    },
  ],
  [
    'rental',
    'mixed',
    'fr',
    'Résa pour un client qui monte à Val Thorens : pick-up Chambéry 19/12/2026 09:00 → retour même agence 26/12/2026 09:00, SUV, options chaînes à neige + GPS. Driver M. Hugo Perret, hugo.perret@mail.test, 06 22 48 71 95, né le 11/01/1990, permis 08HP55210 du 14/02/2008, CB 4970 1012 3456 7890 exp 10/28 cvc 118, CGL ok → check le LOC- et « chaînes à neige » dans le récap.',
    { received: [] },
    false,
    'there are no snow chains among the extras: only a child seat, GPS navigation and an additional driver',
  ],
];
