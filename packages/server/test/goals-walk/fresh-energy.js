// Fresh batch on the energy site (Volta Énergie, a small electricity and gas supplier; English pages with
// a French version behind the header's EN | FR switch; site-energy.js). Written before any run of the
// reader, by someone who has not read its code; half "fresh". Where a goal does not say which language
// the site is read in, the end text is language-free: a subscription reference (VOL-58…), an incident
// number (INC-…), a payment (PAY-…), a move (MOV-…) or a message (MSG-…) reference, a reading or an
// email address.
// [site, voice, lang, goal, expect, feasible = true, note]

/** Fields whose value is a choice (select, radio, checkbox, hidden), not typed text. */
export const choices = [
  'home_type',
  'heating',
  'offer',
  'power_kva',
  'civility',
  'situation',
  'consent',
  'newsletter',
  'outage_type',
  'subject',
  'remember',
  'invoice',
  'debit_day',
  'paperless',
  'after_move',
];

/** Values a field holds before anyone touches it. */
export const defaults = { power_kva: '6' };

const signin = (customer_number, password) => ({ path: '/signin', fields: { customer_number, password } });
const CLAIRE = signin('40029137', 'Soleil-2026');
const DAVID = signin('40031588', 'Maple#Tree9');
const home = (fields) => ({ path: '/quote/home', fields });
const offer = (fields) => ({ path: '/quote/offer', fields });
const identity = (fields) => ({ path: '/subscribe/identity', fields });
const supply = (fields) => ({ path: '/subscribe/supply', fields });
const confirm = (fields = {}) => ({ path: '/subscribe/confirm', fields: { consent: 'yes', ...fields } });

export const goals = [
  // ---------------------------------------------------------------- terse
  [
    'energy',
    'terse',
    'en',
    'quote simulator — flat, 48 m², 2 occupants, electric heaters, postcode 75011 / offer Volta Verte, 6 kVA → result page must show the estimated monthly payment',
    {
      received: [
        home({ home_type: 'flat', surface: '48', occupants: '2', heating: 'electric', postcode: '75011' }),
        offer({ offer: 'verte', power_kva: '6' }),
      ],
      text: 'Estimated monthly payment',
    },
  ],
  [
    'energy',
    'terse',
    'en',
    'customer area, login 40031588 pw Maple#Tree9. Meter readings tab: electricity 23987 kWh, reading date 14/03/2026, send. Expect "has been recorded".',
    {
      received: [
        DAVID,
        { path: '/account/readings', fields: { reading_date: '14/03/2026', elec_index: '23987' } },
      ],
      text: 'has been recorded',
    },
  ],
  [
    'energy',
    'terse',
    'fr',
    'Signaler une panne — CP 69007, 41 avenue Jean Jaurès, plus d’électricité du tout, description : « Plus de courant dans tout l’immeuble depuis 7h ce matin », tél. de rappel 06 72 18 44 90. Vérifier qu’un numéro d’incident (INC-…) est donné.',
    {
      received: [
        {
          path: '/outage',
          fields: {
            postcode: '69007',
            address: '41 avenue Jean Jaurès',
            outage_type: 'none',
            description: 'Plus de courant dans tout l’immeuble depuis 7h ce matin',
            phone: '06 72 18 44 90',
          },
        },
      ],
      text: 'INC-',
    },
  ],
  [
    'energy',
    'terse',
    'fr',
    'souscription offre « Volta Borne » (borne de recharge pour véhicule électrique) : M. Karim Haddad / karim.haddad@mail.test / 06 45 78 12 90 / 22 rue Paul Bert 69003 Lyon / PDL 19283746501928 / mise en service 2026-06-01 → réf. VOL-',
    { received: [] },
    false,
    'no such offer: Volta Énergie sells Volta Fixe, Volta Verte, Volta Duo and Volta Gaz only; nothing for electric-vehicle charging',
  ],
  // ---------------------------------------------------------------- chatty
  [
    'energy',
    'chatty',
    'en',
    'Hi! Claire Martin called, she changed banks. Could you log into her customer area (customer no. 40029137, password Soleil-2026), go to the payment schedule and replace her IBAN with FR76 3000 6000 0112 3456 7890 189? Please check the page then says her direct debit mandate has been updated. Cheers!',
    { received: [] },
    false,
    'the payment schedule only offers the debit day and paperless billing; bank details cannot be changed online (the page says to post a new signed mandate)',
  ],
  [
    'energy',
    'chatty',
    'en',
    'Hey, David Hughes (customer 40031588, password Maple#Tree9) wants to settle his unpaid invoice FAC-2026-0719 online. Could you sign in as him, find it under Invoices and hit Pay? Use our test card: 4970 1012 3456 7890, expiry 09/28, CVC 123, name on card David Hughes. It should finish on a payment confirmation with a PAY reference. Thanks!!',
    {
      received: [
        DAVID,
        {
          path: '/account/pay',
          fields: {
            invoice: 'FAC-2026-0719',
            cardholder: 'David Hughes',
            card_number: '4970 1012 3456 7890',
            expiry: '09/28',
            cvc: '123',
          },
        },
      ],
      text: 'PAY-',
    },
  ],
  [
    'energy',
    'chatty',
    'fr',
    'Coucou ! Tu pourrais tester le formulaire de contact sur la version française du site ? Mets le nom Sophie Laurent, l’e-mail sophie.laurent@mail.test, le numéro client 40027755, l’objet « Facturation et paiements » et le message : « Bonjour, ma facture de février est deux fois plus élevée que d’habitude, pouvez-vous vérifier mon index ? ». Envoie, et regarde bien que la page affiche « Message envoyé ». Merci !',
    {
      received: [
        {
          path: '/contact',
          fields: {
            name: 'Sophie Laurent',
            email: 'sophie.laurent@mail.test',
            customer_number: '40027755',
            subject: 'billing',
            message:
              'Bonjour, ma facture de février est deux fois plus élevée que d’habitude, pouvez-vous vérifier mon index ?',
          },
        },
      ],
      text: 'Message envoyé',
    },
  ],
  [
    'energy',
    'chatty',
    'fr',
    'Salut ! Claire Martin aimerait être prélevée le 15 au lieu du 10 et ne plus recevoir de factures papier. Tu peux te connecter à son espace client (numéro client 40029137, mot de passe Soleil-2026), aller dans l’échéancier, passer le jour de prélèvement au 15, puis activer la facture électronique avec l’adresse claire.martin@mail.test ? À la fin la page doit confirmer que les factures partiront bien à claire.martin@mail.test. Merci d’avance !',
    {
      received: [
        CLAIRE,
        { path: '/account/schedule', fields: { debit_day: '15' } },
        {
          path: '/account/paperless',
          fields: { paperless: 'yes', paperless_email: 'claire.martin@mail.test' },
        },
      ],
      text: 'claire.martin@mail.test',
    },
  ],
  // ---------------------------------------------------------------- prose
  [
    'energy',
    'prose',
    'en',
    'Paul Fischer is moving into a flat at 27 rue Oberkampf, 75011 Paris, and wants green electricity from the day he arrives. He opens the list of offers, subscribes to Volta Verte and fills in his details as Mr Paul Fischer, paul.fischer@mail.test, mobile 06 31 45 78 02. For the supply address he gives 27 rue Oberkampf, postcode 75011, city Paris, his meter number (PDL) 09142563778801, says he is moving in, with a move-in date of 2026-05-02. On the last step he accepts the terms of sale, confirms, and notes the VOL- reference the site gives him.',
    {
      received: [
        identity({
          offer: 'verte',
          civility: 'mr',
          first_name: 'Paul',
          last_name: 'Fischer',
          email: 'paul.fischer@mail.test',
          phone: '06 31 45 78 02',
        }),
        supply({
          street: '27 rue Oberkampf',
          postcode: '75011',
          city: 'Paris',
          pdl: '09142563778801',
          situation: 'move',
          move_in: '2026-05-02',
        }),
        confirm(),
      ],
      text: 'VOL-',
    },
  ],
  [
    'energy',
    'prose',
    'en',
    'Claire Martin is leaving her flat in Lyon on 2026-04-30 and is not taking Volta Énergie with her. She signs in with her customer number 40029137 and her password Soleil-2026, opens the Moving out tab and gives her leaving date, her final readings (45890 kWh of electricity and 8412 m³ of gas) and the address where the final bill should go: 3 impasse des Vignes, 13100 Aix-en-Provence. She asks for the contract to be closed on the day she leaves, confirms, and checks that she gets a MOV reference.',
    {
      received: [
        CLAIRE,
        {
          path: '/account/move-out',
          fields: {
            leave_date: '2026-04-30',
            final_elec: '45890',
            final_gas: '8412',
            new_street: '3 impasse des Vignes',
            new_postcode: '13100',
            new_city: 'Aix-en-Provence',
            after_move: 'close',
          },
        },
      ],
      text: 'MOV-',
    },
  ],
  [
    'energy',
    'prose',
    'fr',
    'Nathalie Roux vit dans une maison de 120 m² à Nantes (code postal 44300) avec son mari et leurs trois enfants, soit 5 occupants, et se chauffe avec une pompe à chaleur. Elle passe le site en français, lance la simulation de budget, choisit ensuite l’offre Volta Duo avec un compteur de 9 kVA, puis demande à recevoir l’estimation par e-mail à nathalie.roux@mail.test. Elle vérifie que le site confirme l’envoi à cette adresse.',
    {
      received: [
        home({ home_type: 'house', surface: '120', occupants: '5', heating: 'heatpump', postcode: '44300' }),
        offer({ offer: 'duo', power_kva: '9' }),
        { path: '/quote/email', fields: { email: 'nathalie.roux@mail.test' } },
      ],
      text: 'nathalie.roux@mail.test',
    },
  ],
  [
    'energy',
    'prose',
    'fr',
    'Léa Dubois habite déjà son appartement du 8 place du Marché à Rennes (35000) et veut changer de fournisseur pour le gaz uniquement. Elle souscrit l’offre Volta Gaz : Mme Léa Dubois, e-mail lea.dubois@mail.test, portable 07 84 12 55 60. Pour le logement, elle donne l’adresse 8 place du Marché, 35000, Rennes, son numéro de compteur gaz (PCE) 21345678901234 et une date de début au 2026-06-15. Elle accepte les conditions générales mais refuse les conseils mensuels par e-mail, valide, et garde la référence VOL- de sa souscription.',
    {
      received: [
        identity({
          offer: 'gaz',
          civility: 'ms',
          first_name: 'Léa',
          last_name: 'Dubois',
          email: 'lea.dubois@mail.test',
          phone: '07 84 12 55 60',
        }),
        supply({
          street: '8 place du Marché',
          postcode: '35000',
          city: 'Rennes',
          pce: '21345678901234',
          situation: 'switch',
          move_in: '2026-06-15',
        }),
        confirm({ newsletter: null }),
      ],
      text: 'VOL-',
    },
  ],
  // ---------------------------------------------------------------- steps
  [
    'energy',
    'steps',
    'en',
    '1. Open the Help page. 2. Click "Read more" under "How to read your meter". 3. Check that the article says to press the + button on a Linky meter.',
    { received: [], text: 'press the + button' },
  ],
  [
    'energy',
    'steps',
    'en',
    '1) Go to Our offers 2) click Subscribe on Volta Duo 3) Title Ms, first name Aisha, last name Khan, email aisha.khan@mail.test, mobile 07 66 21 09 38, continue 4) supply address "14 rue de la République", 13001, Marseille; PDL 30002451678912; PCE 19876543210987; I already live here and am changing supplier; start date 2026-07-01; continue 5) tick the terms of sale AND the monthly energy-saving tips 6) confirm 7) the confirmation shows a reference starting with VOL-',
    {
      received: [
        identity({
          offer: 'duo',
          civility: 'ms',
          first_name: 'Aisha',
          last_name: 'Khan',
          email: 'aisha.khan@mail.test',
          phone: '07 66 21 09 38',
        }),
        supply({
          street: '14 rue de la République',
          postcode: '13001',
          city: 'Marseille',
          pdl: '30002451678912',
          pce: '19876543210987',
          situation: 'switch',
          move_in: '2026-07-01',
        }),
        confirm({ newsletter: 'yes' }),
      ],
      text: 'VOL-',
    },
  ],
  [
    'energy',
    'steps',
    'fr',
    'Étape 1 : se connecter à l’espace client (n° client 40029137, mot de passe Soleil-2026). Étape 2 : ouvrir l’onglet des relevés. Étape 3 : date du relevé 31/03/2026, index électricité 45517 kWh, index gaz 8290 m³. Étape 4 : envoyer. Étape 5 : vérifier que 8290 apparaît dans la confirmation.',
    {
      received: [
        CLAIRE,
        {
          path: '/account/readings',
          fields: { reading_date: '31/03/2026', elec_index: '45517', gas_index: '8290' },
        },
      ],
      text: '8290',
    },
  ],
  [
    'energy',
    'steps',
    'fr',
    'Passer le site en FR, puis se connecter avec le numéro client 40031588 et le mot de passe Maple#Tree9, puis aller dans Factures, puis cliquer sur Télécharger sur la ligne de la facture FAC-2026-0402, puis vérifier que la page dit que la facture est prête.',
    { received: [DAVID], text: 'est prête' },
  ],
  // ---------------------------------------------------------------- mixed
  [
    'energy',
    'mixed',
    'en',
    'report an outage stp : postcode 33000, adresse 5 place Gambetta, problem = flickering / coupures partielles, description "Lights flicker in the whole flat since the storm last night", callback number 07 45 98 12 30 → vérifier qu’on a un incident number INC-',
    {
      received: [
        {
          path: '/outage',
          fields: {
            postcode: '33000',
            address: '5 place Gambetta',
            outage_type: 'partial',
            description: 'Lights flicker in the whole flat since the storm last night',
            phone: '07 45 98 12 30',
          },
        },
      ],
      text: 'INC-',
    },
  ],
  [
    'energy',
    'mixed',
    'en',
    'Fais une simulation first: house, 95 m², 3 occupants, gas boiler, CP 31400; offer Volta Duo, keep 6 kVA. Then from the result click "Subscribe to this offer" et remplis: Mr Julien Mercier, julien.mercier@mail.test, mobile 06 12 98 45 70 — adresse 9 chemin des Pins, 31400 Toulouse — PDL 25478963021458, PCE 14785236901234 — moving in, date 2026-08-20. Accept the CGV (terms of sale), confirm, et check the VOL- reference.',
    {
      received: [
        home({ home_type: 'house', surface: '95', occupants: '3', heating: 'gas', postcode: '31400' }),
        offer({ offer: 'duo', power_kva: '6' }),
        identity({
          offer: 'duo',
          civility: 'mr',
          first_name: 'Julien',
          last_name: 'Mercier',
          email: 'julien.mercier@mail.test',
          phone: '06 12 98 45 70',
        }),
        supply({
          street: '9 chemin des Pins',
          postcode: '31400',
          city: 'Toulouse',
          pdl: '25478963021458',
          pce: '14785236901234',
          situation: 'move',
          move_in: '2026-08-20',
        }),
        confirm(),
      ],
      text: 'VOL-',
    },
  ],
  [
    'energy',
    'mixed',
    'fr',
    'Login client 40031588 / Maple#Tree9, onglet Moving out : date de départ 2026-05-31, final reading électricité 24120 kWh, adresse pour la facture de clôture 12 rue Nationale / 37000 / Tours, et transfer le contrat vers le nouveau logement. Confirmer puis vérifier la référence MOV-.',
    {
      received: [
        DAVID,
        {
          path: '/account/move-out',
          fields: {
            leave_date: '2026-05-31',
            final_elec: '24120',
            new_street: '12 rue Nationale',
            new_postcode: '37000',
            new_city: 'Tours',
            after_move: 'transfer',
          },
        },
      ],
      text: 'MOV-',
    },
  ],
  [
    'energy',
    'mixed',
    'fr',
    'Via la page Contact (laisse le site en anglais) : name Tom Wilson, email tom.wilson@mail.test, pas de numéro client, subject "Meter reading", message « My Linky meter screen has been blank since Monday, can you read it remotely? ». Send, puis vérifier qu’un request number MSG- s’affiche.',
    {
      received: [
        {
          path: '/contact',
          fields: {
            name: 'Tom Wilson',
            email: 'tom.wilson@mail.test',
            customer_number: '',
            subject: 'readings',
            message: 'My Linky meter screen has been blank since Monday, can you read it remotely?',
          },
        },
      ],
      text: 'MSG-',
    },
  ],
];
