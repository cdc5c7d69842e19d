// Fresh batch on the hotel site (Hôtel des Remparts / The Ramparts Hotel, a small hotel with a
// restaurant inside the walls of Dinan; French pages with an English version behind the "FR | EN"
// buttons of the header; site-hotel.js). Written before any run of the reader; half "fresh" (read by
// make-goals.js). Where a goal does not say which language the site is read in, the end text does not
// depend on it: a reference (RES-, TAB-, BON-, MSG-), a booking reference or a number the goal gave.
// The date pickers (arrivee, depart of the availability search, date of a table) are listed with the
// choices: the goals give dates the way people write them ("Fri 20 Nov", "le vendredi 4 décembre",
// "du 31/12 au 02/01") and the picker holds them as ISO dates. A voucher's free amount is typed, so it
// is expected as the goal writes it.
// "Today" on the site is Thursday 12 November 2026.
// [site, voice, lang, goal, expect, feasible = true, note]

/** Fields whose value is a choice the site offers (select, radio, checkbox, hidden), not typed text. */
export const choices = [
  'arrivee',
  'depart',
  'adultes',
  'enfants',
  'chambre',
  'petit_dejeuner',
  'pdj_personnes',
  'parking',
  'depart_tardif',
  'animal',
  'animaux',
  'lit_bebe',
  'civilite',
  'heure_arrivee',
  'cgv',
  'date',
  'heure',
  'couverts',
  'occasion',
  'montant',
  'envoi',
  'sujet',
  'ref',
  'motif',
  'newsletter',
  'langue',
];

/** Values a field holds before anyone touches it. */
export const defaults = { demandes: '', commentaire: '', allergies: '', montant_autre: '', telephone: '' };

const signin = (email, mot_de_passe) => ({ path: '/connexion', fields: { email, mot_de_passe } });
const SOPHIE = signin('sophie.lemaire@mail.test', 'Remparts-2026');
const DAVID = signin('david.miller@mail.test', 'Dinan*Walls8');
/** The booking flow: availability search, the room's button, the extras, the guest, the summary. */
const booking = (search, chambre, extras, guest) => [
  { path: '/disponibilites', fields: search },
  { path: '/reserver/chambre', fields: { chambre } },
  { path: '/reserver/options', fields: extras },
  { path: '/reserver/coordonnees', fields: { ...guest, cgv: 'oui' } },
  { path: '/reserver/confirmer', fields: {} },
];
const payment = (titulaire, numero_carte, expiration, cryptogramme) => ({
  path: '/bons-cadeaux/paiement',
  fields: { titulaire, numero_carte, expiration, cryptogramme },
});

export const goals = [
  // ---------------------------------------------------------------- terse
  [
    'hotel',
    'terse',
    'en',
    'EN version → book Fri 20 Nov to Sun 22 Nov, 2 adults, no kids → Superior Room → extras: breakfast for 2 + parking → Mr Tom Walker, tom.walker@mail.test, +44 7700 900123, arriving 6–8 pm, accept T&Cs → confirm on the summary → expect RES- ref',
    {
      received: booking(
        { arrivee: '2026-11-20', depart: '2026-11-22', adultes: '2', enfants: '0' },
        'superieure',
        {
          petit_dejeuner: 'oui',
          pdj_personnes: '2',
          parking: 'oui',
          depart_tardif: null,
          animal: null,
          lit_bebe: null,
        },
        {
          civilite: 'm',
          prenom: 'Tom',
          nom: 'Walker',
          email: 'tom.walker@mail.test',
          telephone: '+44 7700 900123',
          heure_arrivee: '18-20',
          demandes: '',
        },
      ),
      text: 'RES-',
    },
  ],
  [
    'hotel',
    'terse',
    'fr',
    'Resto : table pour 4 le sam. 28/11 à 20h, au nom de Martin Girard, 06 71 22 48 90, martin.girard@mail.test, occasion anniversaire, allergies : fruits à coque → réf TAB-',
    {
      received: [
        {
          path: '/restaurant/reservation',
          fields: {
            date: '2026-11-28',
            heure: '20:00',
            couverts: '4',
            nom: 'Martin Girard',
            telephone: '06 71 22 48 90',
            email: 'martin.girard@mail.test',
            occasion: 'anniversaire',
            allergies: 'fruits à coque',
          },
        },
      ],
      text: 'TAB-',
    },
  ],
  [
    'hotel',
    'terse',
    'en',
    'login david.miller@mail.test / Dinan*Walls8 → My bookings → RES-24502 (family room, 27–29 Nov): change arrival time to after 10 pm → save, new time should show',
    {
      received: [
        DAVID,
        { path: '/espace/reservations/heure', fields: { ref: 'RES-24502', heure_arrivee: 'apres-22' } },
      ],
      text: 'RES-24502',
    },
  ],
  [
    'hotel',
    'terse',
    'fr',
    'Espace client sophie.lemaire@mail.test / Remparts-2026 → résa RES-24391 → demander un surclassement en Suite des Remparts pour le même séjour → confirmation du surclassement attendue',
    { received: [] },
    false,
    'Upgrades cannot be requested online: the FAQ says the reception may offer one on the day of arrival, and My bookings only changes the arrival time or cancels.',
  ],
  // ---------------------------------------------------------------- chatty
  [
    'hotel',
    'chatty',
    'en',
    'Hi! My sister Emma turns 40 next month and I’d love to give her a gift voucher from the Ramparts Hotel. Could you order one for €120? It should go to her by email: Emma Clarke, emma.clarke@mail.test, with the message "Happy 40th, Emma! A weekend on the ramparts, with love." I’m the buyer: Laura Clarke, laura.clarke@mail.test, 07 81 23 45 67. Pay with my card 4970 1012 3456 7890, expiry 09/28, CVC 321, name on the card Laura Clarke. Tell me the voucher number (BON-something) at the end, thanks!',
    {
      received: [
        {
          path: '/bons-cadeaux',
          fields: {
            montant: 'autre',
            montant_autre: '120',
            beneficiaire: 'Emma Clarke',
            email_beneficiaire: 'emma.clarke@mail.test',
            message: 'Happy 40th, Emma! A weekend on the ramparts, with love.',
            envoi: 'email',
            acheteur_nom: 'Laura Clarke',
            acheteur_email: 'laura.clarke@mail.test',
            acheteur_tel: '07 81 23 45 67',
          },
        },
        payment('Laura Clarke', '4970 1012 3456 7890', '09/28', '321'),
      ],
      text: 'BON-',
    },
  ],
  [
    'hotel',
    'chatty',
    'en',
    'Hello! We’re a family of four — two adults and two kids (6 and 9) — and we want to stay from Friday 4 December to Sunday the 6th. Could you book the Family Room for us? We’d like breakfast for all four of us, and we’re bringing our dog, so please add one pet. No parking needed, we come by train. The booking is in my name: Mrs Hannah Schmidt, hannah.schmidt@mail.test, +49 151 2345 6789. We should get there between 4 and 6 pm. In the special requests please write: "Could the two single beds be made up for the children?" And yes, accept the terms. Please go through to the end and send me the RES number. Danke!',
    {
      received: booking(
        { arrivee: '2026-12-04', depart: '2026-12-06', adultes: '2', enfants: '2' },
        'familiale',
        { petit_dejeuner: 'oui', pdj_personnes: '4', animal: 'oui', animaux: '1', parking: null },
        {
          civilite: 'mme',
          prenom: 'Hannah',
          nom: 'Schmidt',
          email: 'hannah.schmidt@mail.test',
          telephone: '+49 151 2345 6789',
          heure_arrivee: '16-18',
          demandes: 'Could the two single beds be made up for the children?',
        },
      ),
      text: 'RES-',
    },
  ],
  [
    'hotel',
    'chatty',
    'fr',
    'Coucou ! Sophie Lemaire a un déplacement professionnel imprévu et ne pourra pas venir le 18 décembre. Tu peux te connecter à son compte (sophie.lemaire@mail.test / Remparts-2026) et annuler sa réservation RES-24455 ? Motif : raison professionnelle, pas besoin de commentaire. Va bien jusqu’au bout de l’annulation et vérifie que la résa apparaît comme annulée 🙏',
    {
      received: [
        SOPHIE,
        {
          path: '/espace/reservations/annuler',
          fields: { ref: 'RES-24455', motif: 'professionnel', commentaire: '' },
        },
        { path: '/espace/reservations/annuler/confirmer', fields: { ref: 'RES-24455' } },
      ],
      text: 'RES-24455',
    },
  ],
  [
    'hotel',
    'chatty',
    'en',
    'Hey! David Miller (david.miller@mail.test / Dinan*Walls8) is spending New Year with us in the suite. Could you log in as him and add a couples’ massage at the hotel spa on 1 January at 3 pm to his booking RES-24610? Let me know when you get the spa confirmation, cheers!',
    { received: [] },
    false,
    'The hotel has no spa: the FAQ says the partner spa is booked directly with it by phone, and neither the booking flow nor the guest area offers treatments.',
  ],
  // ---------------------------------------------------------------- french
  [
    'hotel',
    'french',
    'fr',
    'Réserver une Chambre Classique du vendredi 27 au dimanche 29 novembre pour 2 adultes, avec le petit-déjeuner pour 2 et le départ tardif. Réservation au nom de Mme Chloé Bernard, chloe.bernard@mail.test, 06 12 34 56 78, arrivée prévue entre 20 h et 22 h, demande particulière : « Une chambre calme si possible, nous fêtons nos 10 ans de mariage. » Accepter les CGV, confirmer le récapitulatif et vérifier qu’une référence RES- s’affiche.',
    {
      received: booking(
        { arrivee: '2026-11-27', depart: '2026-11-29', adultes: '2', enfants: '0' },
        'classique',
        {
          petit_dejeuner: 'oui',
          pdj_personnes: '2',
          depart_tardif: 'oui',
          parking: null,
          animal: null,
          lit_bebe: null,
        },
        {
          civilite: 'mme',
          prenom: 'Chloé',
          nom: 'Bernard',
          email: 'chloe.bernard@mail.test',
          telephone: '06 12 34 56 78',
          heure_arrivee: '20-22',
          demandes: 'Une chambre calme si possible, nous fêtons nos 10 ans de mariage.',
        },
      ),
      text: 'RES-',
    },
  ],
  [
    'hotel',
    'french',
    'fr',
    'Formulaire de contact, sujet « objet oublié » : Paul Renaud (paul.renaud@mail.test, pas de téléphone) a oublié un chargeur. Message : « Bonjour, j’ai oublié un chargeur d’ordinateur gris dans la chambre 12 lors de mon séjour du 8 au 10 novembre. Pouvez-vous me le renvoyer ? » Vérifier qu’une référence MSG- s’affiche.',
    {
      received: [
        {
          path: '/contact',
          fields: {
            sujet: 'objet-oublie',
            nom: 'Paul Renaud',
            email: 'paul.renaud@mail.test',
            telephone: '',
            message:
              'Bonjour, j’ai oublié un chargeur d’ordinateur gris dans la chambre 12 lors de mon séjour du 8 au 10 novembre. Pouvez-vous me le renvoyer ?',
          },
        },
      ],
      text: 'MSG-',
    },
  ],
  [
    'hotel',
    'french',
    'fr',
    'Se connecter avec sophie.lemaire@mail.test / Remparts-2026, onglet Mon profil : remplacer le téléphone par 07 45 89 12 30, ne plus recevoir la lettre d’information, et passer la langue préférée en anglais. Enregistrer et vérifier que le nouveau numéro s’affiche.',
    {
      received: [
        SOPHIE,
        { path: '/espace/profil', fields: { telephone: '07 45 89 12 30', newsletter: null, langue: 'en' } },
      ],
      text: '07 45 89 12 30',
    },
  ],
  [
    'hotel',
    'french',
    'fr',
    'Connexion à l’espace client avec david.miller@mail.test / Dinan*Walls8 : pour la réservation RES-24610 du Nouvel An, payer un acompte de 30 % (113,40 €) par virement bancaire et vérifier que le paiement de l’acompte est bien enregistré.',
    { received: [] },
    false,
    'No payment is taken online: the FAQ says the stay is paid at the hotel and no deposit is taken by bank transfer, and the guest area has no payment.',
  ],
  // ---------------------------------------------------------------- mixed
  [
    'hotel',
    'mixed',
    'fr',
    'Book une table au resto pour 2 le vendredi 4 décembre, service de 19h30, au nom de Julien Faure, tel 06.58.14.77.02, mail julien.faure@mail.test, occasion dîner en amoureux, no allergies → check la ref TAB-',
    {
      received: [
        {
          path: '/restaurant/reservation',
          fields: {
            date: '2026-12-04',
            heure: '19:30',
            couverts: '2',
            nom: 'Julien Faure',
            telephone: '06.58.14.77.02',
            email: 'julien.faure@mail.test',
            occasion: 'romantique',
            allergies: '',
          },
        },
      ],
      text: 'TAB-',
    },
  ],
  [
    'hotel',
    'mixed',
    'fr',
    'Check les dispos du 31/12 au 02/01 pour 2 adultes + 1 enfant. La Suite sera sûrement complète → dans ce cas prendre la Chambre Familiale. Options : petit-déj pour 3 + parking. Guest : M. Karim Haddad, karim.haddad@mail.test, 07 62 18 95 40, arrival entre 16h et 18h, accept les CGV, confirm → ref RES-',
    {
      received: booking(
        { arrivee: '2026-12-31', depart: '2027-01-02', adultes: '2', enfants: '1' },
        'familiale',
        {
          petit_dejeuner: 'oui',
          pdj_personnes: '3',
          parking: 'oui',
          depart_tardif: null,
          animal: null,
        },
        {
          civilite: 'm',
          prenom: 'Karim',
          nom: 'Haddad',
          email: 'karim.haddad@mail.test',
          telephone: '07 62 18 95 40',
          heure_arrivee: '16-18',
        },
      ),
      text: 'RES-',
    },
  ],
  [
    'hotel',
    'mixed',
    'en',
    "Gift voucher de 100 € pour Odile Perrin, envoi par courrier au 5 rue de la Poissonnerie, 22100 Dinan, message 'Joyeux Noël maman ! Bises, Lucas'. Buyer: Lucas Perrin, lucas.perrin@mail.test, 06 09 87 65 43. Pay by card 5130 1111 2222 3333, exp 12/27, CVV 098, holder Lucas Perrin → expect a BON- number",
    {
      received: [
        {
          path: '/bons-cadeaux',
          fields: {
            montant: '100',
            montant_autre: '',
            beneficiaire: 'Odile Perrin',
            message: 'Joyeux Noël maman ! Bises, Lucas',
            envoi: 'courrier',
            adresse: '5 rue de la Poissonnerie',
            code_postal: '22100',
            ville: 'Dinan',
            acheteur_nom: 'Lucas Perrin',
            acheteur_email: 'lucas.perrin@mail.test',
            acheteur_tel: '06 09 87 65 43',
          },
        },
        payment('Lucas Perrin', '5130 1111 2222 3333', '12/27', '098'),
      ],
      text: 'BON-',
    },
  ],
  [
    'hotel',
    'mixed',
    'en',
    'login david.miller@mail.test / Dinan*Walls8 → Mes réservations → RES-24610: move the dates to 30/12 – 01/01 (une nuit plus tôt), same room → expect « réservation modifiée »',
    { received: [] },
    false,
    'Dates cannot be changed online: My bookings only changes the arrival time or cancels, and both that page and the FAQ say to call the reception to change the dates or the room.',
  ],
  // ---------------------------------------------------------------- prose
  [
    'hotel',
    'prose',
    'en',
    'David Miller’s son has come down with chickenpox, so the family won’t make it to Dinan at the end of the month. David signs in to his guest account (david.miller@mail.test, password Dinan*Walls8) and cancels the family room booking RES-24502, giving illness as the reason and leaving the reception a note: "Our son is ill, we hope to come back in the spring." He confirms the cancellation, and the booking should then show as cancelled.',
    {
      received: [
        DAVID,
        {
          path: '/espace/reservations/annuler',
          fields: {
            ref: 'RES-24502',
            motif: 'sante',
            commentaire: 'Our son is ill, we hope to come back in the spring.',
          },
        },
        { path: '/espace/reservations/annuler/confirmer', fields: { ref: 'RES-24502' } },
      ],
      text: 'RES-24502',
    },
  ],
  [
    'hotel',
    'prose',
    'fr',
    'Marc et Jeanne Dubois, un couple de Rennes, veulent passer la nuit du samedi 12 au dimanche 13 décembre à Dinan pour le marché de Noël. Ils choisissent une Chambre Supérieure pour eux deux, prennent le petit-déjeuner pour deux et viennent avec leur petit chien ; la voiture restera au parking public. La réservation est au nom de M. Marc Dubois, marc.dubois@mail.test, 02 99 45 12 78, et ils pensent arriver entre 15 h et 16 h. Après avoir accepté les conditions, ils confirment la réservation et notent leur référence RES-.',
    {
      received: booking(
        { arrivee: '2026-12-12', depart: '2026-12-13', adultes: '2', enfants: '0' },
        'superieure',
        { petit_dejeuner: 'oui', pdj_personnes: '2', animal: 'oui', animaux: '1', parking: null },
        {
          civilite: 'm',
          prenom: 'Marc',
          nom: 'Dubois',
          email: 'marc.dubois@mail.test',
          telephone: '02 99 45 12 78',
          heure_arrivee: '15-16',
        },
      ),
      text: 'RES-',
    },
  ],
  [
    'hotel',
    'prose',
    'en',
    'Olivia Grant is meeting three clients in Dinan on Tuesday 1 December and wants to take them to lunch at the hotel restaurant at half past twelve, four people in all. She books the table in her name with her mobile, +33 6 44 21 90 17, and her email olivia.grant@mail.test, marks it as a business meal, and writes under allergies "One guest is coeliac, gluten-free please". The booking should end with a TAB- reference.',
    {
      received: [
        {
          path: '/restaurant/reservation',
          fields: {
            date: '2026-12-01',
            heure: '12:30',
            couverts: '4',
            nom: 'Olivia Grant',
            telephone: '+33 6 44 21 90 17',
            email: 'olivia.grant@mail.test',
            occasion: 'affaires',
            allergies: 'One guest is coeliac, gluten-free please',
          },
        },
      ],
      text: 'TAB-',
    },
  ],
  [
    'hotel',
    'prose',
    'fr',
    'Nadia Benali organise un séminaire de direction en mars. Elle écrit à l’hôtel par le formulaire de contact, rubrique groupes et séminaires, en donnant son nom, son adresse nadia.benali@mail.test et son portable 06 27 41 88 03, avec ce message : « Bonjour, nous cherchons un lieu pour un séminaire de 12 personnes les 18 et 19 mars 2027, avec hébergement et déjeuners. Pouvez-vous m’envoyer une proposition ? » Une référence MSG- doit s’afficher.',
    {
      received: [
        {
          path: '/contact',
          fields: {
            sujet: 'groupe',
            nom: 'Nadia Benali',
            email: 'nadia.benali@mail.test',
            telephone: '06 27 41 88 03',
            message:
              'Bonjour, nous cherchons un lieu pour un séminaire de 12 personnes les 18 et 19 mars 2027, avec hébergement et déjeuners. Pouvez-vous m’envoyer une proposition ?',
          },
        },
      ],
      text: 'MSG-',
    },
  ],
];
