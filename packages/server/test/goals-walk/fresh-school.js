// Fresh batch on the school site (Northgate Institute, continuing education in Ottawa; English pages
// with a French version behind the header's EN | FR switch; site-school.js). Written before any run of
// the reader, by someone who has not read its code; half "fresh". Where a goal does not say which
// language the site is read in, the end text is language-free: an enrolment (ENR-…), scholarship
// (SCH-…), open-day (OD-…), ticket (TKT-…) or document request (REQ-…) reference, a course code, a
// room, a grade or a name.
// [site, voice, lang, goal, expect, feasible = true, note]

/** Fields whose value is a choice (select, radio, checkbox, hidden), not typed text. */
export const choices = [
  'subject',
  'level',
  'fmt',
  'session',
  'course',
  'salutation',
  'highest_ed',
  'funding',
  'referral',
  'terms',
  'code_of_conduct',
  'course_id',
  'income',
  'declaration',
  'openday',
  'interest',
  'access',
  'dept',
  'stay',
  'doc',
  'doc_language',
  'delivery',
  'pronouns',
];

/** Values a field holds before anyone touches it. */
export const defaults = { guests: '0', level: '' };

const signin = (student_id, password) => ({ path: '/portal/sign-in', fields: { student_id, password } });
const HANNAH = signin('S2026-0412', 'Owl-2026!');
const MARC = signin('S2025-1187', 'Tulipe#44');
const details = (fields) => ({ path: '/enrol/details', fields });
const education = (fields) => ({ path: '/enrol/education', fields });
const confirm = (fields) => ({
  path: '/enrol/confirm',
  fields: { terms: 'accepted', code_of_conduct: 'yes', ...fields },
});

export const goals = [
  // ---------------------------------------------------------------- terse
  [
    'school',
    'terse',
    'en',
    'course catalogue filter — subject Computing, level beginner, evening classes only → Python for Beginners must be in the results',
    {
      received: [{ path: '/courses', fields: { subject: 'computing', level: 'beginner', fmt: 'evening' } }],
      text: 'Python for Beginners',
    },
  ],
  [
    'school',
    'terse',
    'en',
    'student portal, login S2026-0412 / Owl-2026!. Document requests: official transcript, in French, mailed to the address on file. Submit → expect a REQ- ref',
    {
      received: [
        HANNAH,
        { path: '/portal/requests', fields: { doc: 'transcript', doc_language: 'fr', delivery: 'post' } },
      ],
      text: 'REQ-',
    },
  ],
  [
    'school',
    'terse',
    'fr',
    'JPO mer. 22 avril (soirée, Kanata) : Inès Moreau, ines.moreau@mail.test, 2 accompagnants, besoins d’accessibilité → « Je me déplace en fauteuil roulant, merci de prévoir une place de stationnement adaptée ». N° OD- attendu.',
    {
      received: [
        {
          path: '/open-days',
          fields: {
            openday: '2026-04-22',
            visitor_name: 'Inès Moreau',
            visitor_email: 'ines.moreau@mail.test',
            guests: '2',
            access: 'yes',
            access_notes:
              'Je me déplace en fauteuil roulant, merci de prévoir une place de stationnement adaptée',
          },
        },
      ],
      text: 'OD-',
    },
  ],
  [
    'school',
    'terse',
    'fr',
    'Inscription portes ouvertes du dimanche 26 avril 2026 (10 h – 14 h) — Lucas Bernard / lucas.bernard@mail.test / 1 invité, pas de besoin particulier → vérifier le numéro OD-',
    { received: [] },
    false,
    'no such open day: the dates offered are Saturday 18 April, Wednesday 22 April, Saturday 16 May and Thursday 4 June 2026; none on a Sunday, none on 26 April',
  ],
  // ---------------------------------------------------------------- chatty
  [
    'school',
    'chatty',
    'en',
    'Hi there! Hannah Osei keeps forgetting her portal password so she’d like a new one. Could you log into the student portal as her (student ID S2026-0412, password Owl-2026!), open her profile and change the password to Harfang-2027? Then check the page says her password was changed. Thanks a lot!',
    { received: [] },
    false,
    'the portal cannot change a password: the profile holds only the preferred name, pronouns and emergency contact, and "Forgot your password?" only says to reset it in person or by phone',
  ],
  [
    'school',
    'chatty',
    'en',
    'Hey! Priya Raman asked us to send her scholarship application for her, can you do it? Her email is priya.raman@mail.test, she wants to take Machine Learning in Practice, and her household income is in the 30 to 60k bracket ($30,000–$59,999). For the motivation paste this: "I work nights at a warehouse and taught myself Python; this course would let me move into a junior data role in Ottawa." She confirms everything she wrote is true. You should end up with an SCH number 🙏',
    {
      received: [
        {
          path: '/scholarships/apply',
          fields: {
            full_name: 'Priya Raman',
            email: 'priya.raman@mail.test',
            course_id: 'machine-learning-in-practice',
            income: '30-59',
            motivation:
              'I work nights at a warehouse and taught myself Python; this course would let me move into a junior data role in Ottawa.',
            declaration: 'true',
          },
        },
      ],
      text: 'SCH-',
    },
  ],
  [
    'school',
    'chatty',
    'fr',
    'Salut ! Tu peux tester le formulaire de contact sur la version française du site ? Choisis le service des frais de scolarité / aide financière, nom Amélie Bouchard, courriel amelie.bouchard@mail.test, objet « Paiement en plusieurs versements » et le message : « Bonjour, est-il possible de payer la formation Gestion de projet en trois versements ? Merci ». Envoie, et regarde bien qu’un numéro de billet TKT- s’affiche. Merci !',
    {
      received: [
        {
          path: '/contact',
          fields: {
            dept: 'finance',
            name: 'Amélie Bouchard',
            email: 'amelie.bouchard@mail.test',
            subject: 'Paiement en plusieurs versements',
            message:
              'Bonjour, est-il possible de payer la formation Gestion de projet en trois versements ? Merci',
          },
        },
      ],
      text: 'TKT-',
    },
  ],
  [
    'school',
    'chatty',
    'fr',
    'Coucou ! Marc Lefebvre voudrait mettre son profil à jour dans le portail étudiant. Connecte-toi avec son matricule S2025-1187 et le mot de passe Tulipe#44, va dans son profil, mets « Marco » comme nom d’usage, pronoms il/lui, et comme contact d’urgence Julie Lefebvre au 819-555-0176. Enregistre, et la page doit montrer qu’on l’appelle désormais Marco. Merci !!',
    {
      received: [
        MARC,
        {
          path: '/portal/profile',
          fields: {
            preferred_name: 'Marco',
            pronouns: 'he',
            emergency_name: 'Julie Lefebvre',
            emergency_phone: '819-555-0176',
          },
        },
      ],
      text: 'Marco',
    },
  ],
  // ---------------------------------------------------------------- prose
  [
    'school',
    'prose',
    'en',
    'Daniel Okafor’s employer, Rideau Logistics Inc., is sending him on Project Management Essentials, on the Kanata campus session that starts May 11, 2026. He opens the course page, enrols on that session and gives his details: Mr., first name Daniel, surname Okafor, email daniel.okafor@rideaulogistics.test, phone 613-555-0148, date of birth 1988-07-23. His highest education is a bachelor’s degree, and the course is paid by his employer under purchase order PO-77812. On the review page he accepts the terms and the code of conduct, says he heard about the Institute through his employer, submits, and should get an ENR- reference.',
    {
      received: [
        details({
          session: 'PM310-0511',
          salutation: 'mr',
          first_name: 'Daniel',
          last_name: 'Okafor',
          email: 'daniel.okafor@rideaulogistics.test',
          tel: '613-555-0148',
          birth_date: '1988-07-23',
        }),
        education({
          highest_ed: 'bachelor',
          employer: 'Rideau Logistics Inc.',
          funding: 'employer',
          po_ref: 'PO-77812',
        }),
        confirm({ referral: 'employer' }),
      ],
      text: 'ENR-',
    },
  ],
  [
    'school',
    'prose',
    'en',
    'A learner wants to get better at spreadsheets without travelling to a campus. She searches the course catalogue for the keyword Excel with only the Online format ticked, opens the one course that comes up, and checks that its page shows the course code DA210.',
    {
      received: [{ path: '/courses', fields: { q: 'Excel', fmt: 'online' } }],
      text: 'DA210',
    },
  ],
  [
    'school',
    'prose',
    'fr',
    'Camille Tremblay veut apprendre l’espagnol le soir. Sur le site en français, elle ouvre le catalogue, clique sur S’inscrire sur la carte Espagnol A1 – débutants et choisit la session du 21 avril 2026 au campus du centre-ville. Elle indique : Mme, prénom Camille, nom Tremblay, courriel camille.tremblay@mail.test, téléphone 819-555-0133, née le 1995-11-02. Son plus haut diplôme est un diplôme d’études collégiales (DEC) ; elle paie elle-même et n’a pas d’employeur à indiquer. À la dernière étape, elle accepte les conditions d’inscription et le code de conduite, précise qu’elle a connu l’Institut par les réseaux sociaux, envoie son inscription et note la référence ENR-.',
    {
      received: [
        details({
          session: 'SP101-0421',
          salutation: 'ms',
          first_name: 'Camille',
          last_name: 'Tremblay',
          email: 'camille.tremblay@mail.test',
          tel: '819-555-0133',
          birth_date: '1995-11-02',
        }),
        education({ highest_ed: 'college', employer: '', funding: 'self' }),
        confirm({ referral: 'social' }),
      ],
      text: 'ENR-',
    },
  ],
  [
    'school',
    'prose',
    'fr',
    'Youssef Benali vit seul avec moins de 30 000 $ par an et demande une bourse pour suivre Secourisme en milieu de travail. Dans la demande de bourse, il donne son nom, son courriel youssef.benali@mail.test, la formation, sa tranche de revenu et cette motivation : « Je suis préposé aux bénéficiaires et ce certificat de secourisme est exigé par la résidence où je veux travailler à temps plein. » Il certifie que ses informations sont exactes, envoie la demande et vérifie qu’il obtient un numéro de dossier SCH-.',
    {
      received: [
        {
          path: '/scholarships/apply',
          fields: {
            full_name: 'Youssef Benali',
            email: 'youssef.benali@mail.test',
            course_id: 'first-aid-at-work',
            income: 'lt30',
            motivation:
              'Je suis préposé aux bénéficiaires et ce certificat de secourisme est exigé par la résidence où je veux travailler à temps plein.',
            declaration: 'true',
          },
        },
      ],
      text: 'SCH-',
    },
  ],
  // ---------------------------------------------------------------- steps
  [
    'school',
    'steps',
    'en',
    '1. Go to the Open days page 2. Pick Saturday, May 16 3. Name Grace Liu, email grace.liu@mail.test 4. Guests: 1 5. Tick the accessibility needs box and write "My guest uses a guide dog" 6. Submit 7. The confirmation must show an OD- number',
    {
      received: [
        {
          path: '/open-days',
          fields: {
            openday: '2026-05-16',
            visitor_name: 'Grace Liu',
            visitor_email: 'grace.liu@mail.test',
            guests: '1',
            access: 'yes',
            access_notes: 'My guest uses a guide dog',
          },
        },
      ],
      text: 'OD-',
    },
  ],
  [
    'school',
    'steps',
    'en',
    '1) Log into the student portal with S2026-0412 / Owl-2026! 2) Open the Grades tab 3) Check that Assignment 2 of Data Analysis with Excel is graded A-',
    { received: [HANNAH], text: 'A-' },
  ],
  [
    'school',
    'steps',
    'fr',
    'Étape 1 : se connecter au portail étudiant (matricule S2025-1187, mot de passe Tulipe#44). Étape 2 : ouvrir les demandes de documents. Étape 3 : demander une attestation d’inscription en anglais, à retirer au Service aux étudiants. Étape 4 : envoyer. Étape 5 : vérifier qu’une référence REQ- s’affiche.',
    {
      received: [
        MARC,
        { path: '/portal/requests', fields: { doc: 'enrolment', doc_language: 'en', delivery: 'pickup' } },
      ],
      text: 'REQ-',
    },
  ],
  [
    'school',
    'steps',
    'fr',
    '1. Ouvrir la fiche de la formation « Initiation à la relation d’aide » 2. S’inscrire sur la ligne de la session du 8 septembre 2026 (campus de Kanata) 3. Mme Sophie Gagnon, sophie.gagnon@mail.test, tél. 613-555-0191, née le 1979-02-05 4. Plus haut diplôme : maîtrise ; financement : subvention ou bourse 5. Cocher les conditions d’inscription et le code de conduite ; « Comment nous avez-vous connus ? » : bouche-à-oreille (un ami) 6. Envoyer → la page doit afficher une référence ENR-',
    {
      received: [
        details({
          session: 'CS230-0908',
          salutation: 'ms',
          first_name: 'Sophie',
          last_name: 'Gagnon',
          email: 'sophie.gagnon@mail.test',
          tel: '613-555-0191',
          birth_date: '1979-02-05',
        }),
        education({ highest_ed: 'master', funding: 'grant' }),
        confirm({ referral: 'friend' }),
      ],
      text: 'ENR-',
    },
  ],
  // ---------------------------------------------------------------- mixed
  [
    'school',
    'mixed',
    'en',
    'Contact form : dept = Admissions, subject "Recognition of prior learning", message « I completed a Python bootcamp in 2024, can I skip PY101 and go straight to Machine Learning in Practice? », name Omar Haddad, email omar.haddad@mail.test → on doit voir un ticket number TKT-',
    {
      received: [
        {
          path: '/contact',
          fields: {
            dept: 'admissions',
            name: 'Omar Haddad',
            email: 'omar.haddad@mail.test',
            subject: 'Recognition of prior learning',
            message:
              'I completed a Python bootcamp in 2024, can I skip PY101 and go straight to Machine Learning in Practice?',
          },
        },
      ],
      text: 'TKT-',
    },
  ],
  [
    'school',
    'mixed',
    'en',
    'Catalogue: filtre Languages + format Online, puis click Enrol on the French Conversation B1 card, session du 4 mai 2026. Details: Mx. Alex Kowalski, alex.kowalski@mail.test, 613-555-0107, DOB 1990-06-30 — education: high school diploma, self-funded. Review: accept terms + code of conduct, heard via a search engine. Expect an ENR- ref.',
    {
      received: [
        { path: '/courses', fields: { subject: 'languages', fmt: 'online' } },
        details({
          session: 'FR220-0504',
          salutation: 'mx',
          first_name: 'Alex',
          last_name: 'Kowalski',
          email: 'alex.kowalski@mail.test',
          tel: '613-555-0107',
          birth_date: '1990-06-30',
        }),
        education({ highest_ed: 'hs', funding: 'self' }),
        confirm({ referral: 'search' }),
      ],
      text: 'ENR-',
    },
  ],
  [
    'school',
    'mixed',
    'fr',
    'Portail étudiant, login S2026-0412 / Owl-2026!, onglet Timetable (horaire) → check que le cours d’espagnol du mardi a lieu en salle B-214.',
    { received: [HANNAH], text: 'B-214' },
  ],
  [
    'school',
    'mixed',
    'fr',
    'Catalogue en FR : subject Gestion et management, niveau Intermédiaire, format on campus (journée), mot-clé « projet » → ouvrir la fiche de Gestion de projet – l’essentiel et vérifier que le code PM310 est affiché.',
    {
      received: [
        {
          path: '/courses',
          fields: { subject: 'business', level: 'intermediate', fmt: 'campus', q: 'projet' },
        },
      ],
      text: 'PM310',
    },
  ],
];
