// Fresh batch on the clinic site (Centre médical des Tilleuls, a small medical centre in Lyon; French
// pages with an English version behind the header's FR | EN switch; site-clinic.js). Written before any
// run of the reader, by someone who has not read its code; half "fresh" (read by make-goals.js).
// Where a goal does not say which language the site is read in, the end text does not depend on it:
// an appointment reference (TIL-48…), a renewal reference (ORD-22…), an appointment reference already
// in the patient space, a practitioner's name or a time.
// [site, voice, lang, goal, expect, feasible = true, note]

/** Fields whose value is a choice the site offers (select, radio, checkbox, hidden, a time-slot button),
 * not typed text. */
export const choices = [
  'praticien',
  'motif',
  'mode',
  'creneau',
  'premiere_visite',
  'rappel_sms',
  'rester_connecte',
  'ref',
  'motif_annulation',
  'medecin',
  'pharmacie',
  'retrait',
  'sujet',
  'rappel',
  'specialite',
  'langue',
];

/** Values a field holds before anyone touches it. */
export const defaults = { mode: 'cabinet' };

const signin = (email, mot_de_passe) => ({ path: '/connexion', fields: { email, mot_de_passe } });
const SOPHIE = signin('sophie.lambert@mail.test', 'Tilleul-2026');
const PAUL = signin('paul.girard@mail.test', 'Girard!75');
const reason = (praticien, motif, extra = {}) => ({
  path: '/rdv/motif',
  fields: { praticien, motif, ...extra },
});
const slot = (creneau) => ({ path: '/rdv/creneau', fields: { creneau } });
const patient = (fields) => ({ path: '/rdv/patient', fields });
const CONFIRM = { path: '/rdv/confirmer', fields: {} };
const renewal = (fields) => ({ path: '/renouvellement', fields });

export const goals = [
  // ---------------------------------------------------------------- terse
  [
    'clinic',
    'terse',
    'en',
    'book appt Dr Claire Martin – sports medical certificate – Thu 16 Apr 14:30. patient: Antoine Mercier, DOB 22/07/1991, SSN 1 91 07 75 112 045 83, mobile 06 23 45 67 89, antoine.mercier@mail.test, first visit = yes. confirm, expect a TIL- ref',
    {
      received: [
        reason('dr-martin', 'certificat'),
        slot('2026-04-16T14:30'),
        patient({
          nom: 'Mercier',
          prenom: 'Antoine',
          naissance: '22/07/1991',
          nir: '1 91 07 75 112 045 83',
          telephone: '06 23 45 67 89',
          email: 'antoine.mercier@mail.test',
          premiere_visite: 'oui',
        }),
        CONFIRM,
      ],
      text: 'TIL-48',
    },
  ],
  [
    'clinic',
    'terse',
    'en',
    'EN site. Lab results → access code LAB-58213, DOB 04/09/1979. Check: Fasting glucose row shows 0.92 g/L',
    {
      received: [{ path: '/resultats', fields: { code: 'LAB-58213', naissance: '04/09/1979' } }],
      text: '0.92 g/L',
    },
  ],
  [
    'clinic',
    'terse',
    'fr',
    'Praticiens : filtrer Médecine générale + langue parlée Anglais → seul le Dr Claire Martin doit apparaître (pas le Dr Nguyen)',
    {
      received: [{ path: '/praticiens', fields: { specialite: 'generaliste', langue: 'en' } }],
      text: 'Dr Claire Martin',
    },
  ],
  [
    'clinic',
    'terse',
    'fr',
    'RDV cardio avec le Dr Marc Duval (cardiologue), motif bilan cardiaque, mar. 14/04 à 10:00 — patient Gérard Petit, né le 03/02/1950, NIR 1 50 02 69 123 087 44, tél 06 98 76 54 32, gerard.petit@mail.test, 1re visite oui → réf. TIL- attendue',
    { received: [] },
    false,
    'no such practitioner: the centre has no cardiology and no Dr Marc Duval (general practice, paediatrics, dermatology, gynaecology, dentistry and physiotherapy only)',
  ],
  // ---------------------------------------------------------------- chatty
  [
    'clinic',
    'chatty',
    'en',
    'Hi! Could you do me a favour and send a prescription renewal request through the website for Mrs Jeanne Rivière? She was born on 17/11/1948, her email is jeanne.riviere@mail.test and her doctor is Dr Thomas Nguyen. In the medicines box put exactly "Levothyrox 75 µg, Kardégic 75 mg". She can’t get around easily, so she’d like it sent straight to the Pharmacie du Marché rather than collecting it herself. Once it’s sent, can you check the page gives an ORD- number? Cheers!',
    {
      received: [
        renewal({
          nom: 'Rivière',
          prenom: 'Jeanne',
          naissance: '17/11/1948',
          email: 'jeanne.riviere@mail.test',
          medecin: 'dr-nguyen',
          medicaments: 'Levothyrox 75 µg, Kardégic 75 mg',
          pharmacie: 'marche',
          retrait: 'pharmacie',
        }),
      ],
      text: 'ORD-22',
    },
  ],
  [
    'clinic',
    'chatty',
    'en',
    'Hey, Sophie Lambert just rang the front desk: she can’t make her appointment with Dr Martin on Thursday the 16th any more. Could you log into her patient space (sophie.lambert@mail.test, password Tilleul-2026) and move it to Friday 17 April at 09:30? Afterwards please double-check that her appointment list shows the new time. Thanks a million!',
    {
      received: [
        SOPHIE,
        { path: '/espace-patient/deplacer', fields: { ref: 'TIL-4702', creneau: '2026-04-17T09:30' } },
      ],
      text: '09:30',
    },
  ],
  [
    'clinic',
    'chatty',
    'fr',
    'Bonjour ! Est-ce que tu pourrais envoyer un message par le formulaire de contact du centre de la part d’Olivier Blanc ? Son e-mail : olivier.blanc@mail.test, son portable : 06 12 98 34 56. Objet : facturation et remboursement. Texte du message : « Bonjour, j’ai réglé ma consultation du 2 avril (30 €) mais rien n’a été transmis à ma mutuelle. Pouvez-vous vérifier ? » Il aimerait aussi être rappelé par téléphone. Vérifie bien que le site confirme l’envoi. Merci d’avance !',
    {
      received: [
        {
          path: '/contact',
          fields: {
            nom: 'Olivier Blanc',
            email: 'olivier.blanc@mail.test',
            telephone: '06 12 98 34 56',
            sujet: 'facturation',
            message:
              'Bonjour, j’ai réglé ma consultation du 2 avril (30 €) mais rien n’a été transmis à ma mutuelle. Pouvez-vous vérifier ?',
            rappel: 'oui',
          },
        },
      ],
      text: 'bien été envoyé',
    },
  ],
  [
    'clinic',
    'chatty',
    'fr',
    'Coucou ! Tu peux me tester une prise de rendez-vous chez la pédiatre, le Dr Élise Roussel, en partant du bouton « Prendre rendez-vous » de sa fiche sur la page des praticiens ? Motif : vaccination. Prends le créneau du mercredi 22 avril à 17:00. Le patient, c’est le petit Léo Garnier, né le 09/06/2024 ; pour la sécu, mets le numéro de sa maman : 2 90 03 69 123 456 78. Téléphone 07 61 52 43 34, e-mail camille.garnier@mail.test, et c’est leur première visite au centre. Dans le message pour la pédiatre, écris : « Deuxième dose du ROR, nous apporterons le carnet de santé. » Confirme, et regarde si une référence TIL- s’affiche. Merci !!',
    {
      received: [
        reason('dr-roussel', 'vaccin'),
        slot('2026-04-22T17:00'),
        patient({
          nom: 'Garnier',
          prenom: 'Léo',
          naissance: '09/06/2024',
          nir: '2 90 03 69 123 456 78',
          telephone: '07 61 52 43 34',
          email: 'camille.garnier@mail.test',
          premiere_visite: 'oui',
          message: 'Deuxième dose du ROR, nous apporterons le carnet de santé.',
        }),
        CONFIRM,
      ],
      text: 'TIL-48',
    },
  ],
  // ---------------------------------------------------------------- prose
  [
    'clinic',
    'prose',
    'en',
    'Paul Girard no longer needs his scale and polish on 22 April: he has found a dentist close to his office. He signs in to the patient space with paul.girard@mail.test and his password Girard!75, clicks Cancel on the appointment with Dr Nadia Haddad, gives as the reason that he booked an appointment elsewhere, adds the detail "Dentist near my office in La Défense", confirms, and checks that the appointment now appears as cancelled.',
    {
      received: [
        PAUL,
        {
          path: '/espace-patient/annuler',
          fields: {
            ref: 'TIL-4718',
            motif_annulation: 'ailleurs',
            precisions: 'Dentist near my office in La Défense',
          },
        },
      ],
      text: 'TIL-4718',
    },
  ],
  [
    'clinic',
    'prose',
    'en',
    'Emily Carter, a British teacher who has just moved to Lyon, wants a mole check with the dermatologist, Dr Hugo Bernard. She switches the site to English and books the Monday 20 April slot at 14:00. On the patient form she gives her surname Carter, first name Emily, date of birth 30/01/1987, social security number 2 87 01 99 135 066 41, mobile 07 81 22 33 44 and email emily.carter@mail.test; it is her first visit to the centre and she would like an SMS reminder. She confirms the appointment and makes sure the page says it is confirmed.',
    {
      received: [
        reason('dr-bernard', 'grains'),
        slot('2026-04-20T14:00'),
        patient({
          nom: 'Carter',
          prenom: 'Emily',
          naissance: '30/01/1987',
          nir: '2 87 01 99 135 066 41',
          telephone: '07 81 22 33 44',
          email: 'emily.carter@mail.test',
          premiere_visite: 'oui',
          rappel_sms: 'oui',
        }),
        CONFIRM,
      ],
      text: 'Appointment confirmed',
    },
  ],
  [
    'clinic',
    'prose',
    'fr',
    'Martine Leroy, 67 ans, arrive au bout de son traitement contre l’hypertension. Sur le site du centre, elle remplit une demande de renouvellement d’ordonnance : Leroy, Martine, née le 14/05/1958, martine.leroy@mail.test, auprès de son médecin le Dr Claire Martin. Elle recopie ses médicaments tels qu’ils figurent sur ses boîtes : « Amlodipine 5 mg, Atorvastatine 20 mg ». Sa pharmacie habituelle est la Pharmacie de la Gare, mais elle préfère passer chercher l’ordonnance elle-même à l’accueil du centre. Elle envoie la demande et vérifie qu’elle a bien été transmise à son médecin.',
    {
      received: [
        renewal({
          nom: 'Leroy',
          prenom: 'Martine',
          naissance: '14/05/1958',
          email: 'martine.leroy@mail.test',
          medecin: 'dr-martin',
          medicaments: 'Amlodipine 5 mg, Atorvastatine 20 mg',
          pharmacie: 'gare',
          retrait: 'accueil',
        }),
      ],
      text: 'a été transmise au Dr Claire Martin',
    },
  ],
  [
    'clinic',
    'prose',
    'fr',
    'Nathalie Simon a fait une prise de sang pour un bilan thyroïdien le 10 avril. Elle n’a pas de compte patient, alors elle va sur la page des résultats d’analyses et saisit le code d’accès de son bon de prélèvement, LAB-58240, avec sa date de naissance, le 21/12/1990. Elle voudrait savoir si ses résultats sont prêts ; le site doit lui répondre qu’ils ne sont pas encore disponibles.',
    {
      received: [{ path: '/resultats', fields: { code: 'LAB-58240', naissance: '21/12/1990' } }],
      text: 'pas encore disponibles',
    },
  ],
  // ---------------------------------------------------------------- steps
  [
    'clinic',
    'steps',
    'en',
    '1. Open the site and switch it to EN. 2. Go to Our practitioners. 3. Filter on the specialty Physiotherapy. 4. On Léa Fontaine’s card, click Book. 5. Reason: Assessment and first session. 6. Pick Tuesday 14 April at 19:00. 7. Patient: last name Benali, first name Karim, born 02/10/1979, social security number 1 79 10 13 055 214 36, mobile 06 44 55 66 77, email karim.benali@mail.test. 8. First visit: No. 9. Tick the SMS reminder. 10. Continue, confirm, and check the page says Appointment confirmed.',
    {
      received: [
        { path: '/praticiens', fields: { specialite: 'kine' } },
        reason('fontaine', 'bilan'),
        slot('2026-04-14T19:00'),
        patient({
          nom: 'Benali',
          prenom: 'Karim',
          naissance: '02/10/1979',
          nir: '1 79 10 13 055 214 36',
          telephone: '06 44 55 66 77',
          email: 'karim.benali@mail.test',
          premiere_visite: 'non',
          rappel_sms: 'oui',
        }),
        CONFIRM,
      ],
      text: 'Appointment confirmed',
    },
  ],
  [
    'clinic',
    'steps',
    'en',
    'Switch to English, then open the Patient area, then sign in as sophie.lambert@mail.test with password Tilleul-2026, then go to My lab results, then open the blood test of 2 April, then check that Haemoglobin is 13.6 g/dL.',
    { received: [SOPHIE], text: '13.6 g/dL' },
  ],
  [
    'clinic',
    'steps',
    'fr',
    '1) Cliquer sur « Prendre rendez-vous » dans le menu 2) choisir le Dr Thomas Nguyen et continuer 3) motif « Suivi d’une maladie chronique », en téléconsultation 4) prendre le vendredi 17 avril à 17:30 5) patiente : DIALLO Aïcha, née le 25/03/1983, n° sécu 2 83 03 75 114 231 09, tél. 06 31 42 53 64, aicha.diallo@mail.test — elle est déjà venue au centre 6) continuer puis confirmer 7) vérifier que « Rendez-vous confirmé » s’affiche',
    {
      received: [
        reason('dr-nguyen', 'suivi', { mode: 'video' }),
        slot('2026-04-17T17:30'),
        patient({
          nom: 'DIALLO',
          prenom: 'Aïcha',
          naissance: '25/03/1983',
          nir: '2 83 03 75 114 231 09',
          telephone: '06 31 42 53 64',
          email: 'aicha.diallo@mail.test',
          premiere_visite: 'non',
        }),
        CONFIRM,
      ],
      text: 'Rendez-vous confirmé',
    },
  ],
  [
    'clinic',
    'steps',
    'fr',
    'Ouvrir l’espace patient, puis se connecter avec paul.girard@mail.test / Girard!75, puis cliquer sur « Déplacer » sur la ligne du rendez-vous avec le Dr Nadia Haddad, puis choisir le jeudi 23 avril à 09:00, puis valider le nouvel horaire, puis vérifier que la page annonce le rendez-vous au jeudi 23 avril 2026 à 09:00.',
    {
      received: [
        PAUL,
        { path: '/espace-patient/deplacer', fields: { ref: 'TIL-4718', creneau: '2026-04-23T09:00' } },
      ],
      text: 'jeudi 23 avril 2026 à 09:00',
    },
  ],
  // ---------------------------------------------------------------- mixed
  [
    'clinic',
    'mixed',
    'en',
    'Book un détartrage with Dr Nadia Haddad, the slot samedi 18 avril at 09:00. Patient = Lucas Perrin, né le 11/08/1995, sécu 1 95 08 92 050 112 71, phone 06 50 60 70 80, lucas.perrin@mail.test, first visit : oui. Coche le SMS reminder, then confirm and check there’s a TIL- reference.',
    {
      received: [
        reason('dr-haddad', 'detartrage'),
        slot('2026-04-18T09:00'),
        patient({
          nom: 'Perrin',
          prenom: 'Lucas',
          naissance: '11/08/1995',
          nir: '1 95 08 92 050 112 71',
          telephone: '06 50 60 70 80',
          email: 'lucas.perrin@mail.test',
          premiere_visite: 'oui',
          rappel_sms: 'oui',
        }),
        CONFIRM,
      ],
      text: 'TIL-48',
    },
  ],
  [
    'clinic',
    'mixed',
    'en',
    'Login to the espace patient as sophie.lambert@mail.test / Tilleul-2026, open « Mes informations » and upload le scan de sa carte Vitale (carte-vitale-lambert.pdf), then save and check the document is listed.',
    { received: [] },
    false,
    'no such page or field: the patient space has only appointments and lab results (no "Mes informations"), and the site has no file upload anywhere',
  ],
  [
    'clinic',
    'mixed',
    'fr',
    'Sur la version EN du site : request a prescription renewal pour Gilles Fabre (né le 30/06/1955, gilles.fabre@mail.test), prescribing doctor Dr Thomas Nguyen, medicines « Metformine 850 mg, Ramipril 5 mg », pharmacy : Grande Pharmacie Saint-Jean, à envoyer directement à la pharmacie. Check que la page affiche « Renewal request sent ».',
    {
      received: [
        renewal({
          nom: 'Fabre',
          prenom: 'Gilles',
          naissance: '30/06/1955',
          email: 'gilles.fabre@mail.test',
          medecin: 'dr-nguyen',
          medicaments: 'Metformine 850 mg, Ramipril 5 mg',
          pharmacie: 'saint-jean',
          retrait: 'pharmacie',
        }),
      ],
      text: 'Renewal request sent',
    },
  ],
  [
    'clinic',
    'mixed',
    'fr',
    'Connecte-toi en tant que sophie.lambert@mail.test / Tilleul-2026, puis dans Mes rendez-vous, cancel le rdv dermato du 4 mai (motif « Autre », précisions : « Je serai en déplacement à l’étranger »), et check que le site dit bien qu’il a été annulé.',
    {
      received: [
        SOPHIE,
        {
          path: '/espace-patient/annuler',
          fields: {
            ref: 'TIL-4760',
            motif_annulation: 'autre',
            precisions: 'Je serai en déplacement à l’étranger',
          },
        },
      ],
      text: 'a été annulé',
    },
  ],
];
