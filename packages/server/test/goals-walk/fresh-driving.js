// Fresh batch on the driving site (Auto-École du Parc, a driving school in Nantes: courses enrolled in four
// numbered steps and a review, driving lessons booked from a week calendar of instructors' slots after a
// sign-in, mock theory tests, a callback request, gift cards, a contact form and a learner area with
// tabs; English at /, French under /fr/ behind the "English | Français" links of the header;
// site-driving.js). Written before any run of the reader; half "fresh" (read by make-goals.js). Forms
// post to the same paths in both languages, so where a goal does not say which language the site is
// read in, the end text does not depend on it: a reference (ENR-, LES-, MOCK-, CB-, GIFT-, MSG-), a date
// or a value the goal gave.
// The date of birth (three selects), the date pickers (the day the code was passed, a lesson's new date),
// the calendar slot (a "Book" link per row, kept as a hidden field), the new time select and the mock
// test's session and time are listed with the choices: the goals give dates and times the way people
// write them ("born 14/06/2008", "le 3 mars 2010", "Friday the 18th at 4 pm", "jeudi 17/12 à 18h",
// "half past five") and the fields hold them as numbers, ISO dates and 24-hour times.
// "Today" on the site is Wednesday 9 December 2026, 10 am.
// [site, voice, lang, goal, expect, feasible = true, note]

/** Fields whose value is a choice the site offers (select, radio, checkbox, hidden, picker), not typed text. */
export const choices = [
  'course',
  'dob_day',
  'dob_month',
  'dob_year',
  'neph_pending',
  'has_code',
  'code_date',
  'gearbox',
  'glasses',
  'start_week',
  'instalments',
  'cpf',
  'terms',
  'week',
  'slot',
  'pickup',
  'lesson_type',
  'sms_reminder',
  'session',
  'time',
  'best_time',
  'topic',
  'package',
  'delivery',
  'subject',
  'consent',
  'ref',
  'reason',
  'confirm',
  'new_date',
  'new_time',
  'doc',
  'sms_notify',
  'instructor',
  'remember',
  'lang',
];

/** Values a field holds before anyone touches it. */
export const defaults = {
  address2: '',
  neph: '',
  comments: '',
  seats: '1',
  learner_no: '',
  other_amount: '',
  message: '',
  postal_address: '',
  phone: '',
};

const signin = (email, password) => ({ path: '/account/sign-in', fields: { email, password } });
const MANON = signin('manon.leroux@mail.test', 'Volant-2026!');
const JAMES = signin('james.whitfield@mail.test', 'Gearbox#44');
/** The enrolment: the learner (with the course), contact details, licence file, payment (terms accepted), the review confirmed. */
const enrol = (learner, contact, licence, payment) => [
  { path: '/enrol', fields: learner },
  { path: '/enrol/contact', fields: contact },
  { path: '/enrol/licence-file', fields: licence },
  { path: '/enrol/payment', fields: { ...payment, terms: 'accepted' } },
  { path: '/enrol/confirm', fields: {} },
];
const lesson = (fields) => ({ path: '/lessons/book', fields });

export const goals = [
  // ---------------------------------------------------------------- terse
  [
    'driving',
    'terse',
    'en',
    "Courses → 20-hour manual → Enrol. Step 1: Lucas Moreau, born 14/06/2008, place of birth Saint-Nazaire → step 2: 27 boulevard Guist'hau, 44000 Nantes / lucas.moreau@mail.test / 06 84 21 77 30 → step 3: NEPH 2512 0678 4431, code not passed yet, manual gearbox → step 4: start week of 4 Jan, 3 instalments, no CPF, accept terms → review → Confirm enrolment → expect ENR-xxxxx",
    {
      received: enrol(
        {
          course: 'manual-20h',
          first_name: 'Lucas',
          last_name: 'Moreau',
          dob_day: '14',
          dob_month: '06',
          dob_year: '2008',
          birth_place: 'Saint-Nazaire',
        },
        {
          address: "27 boulevard Guist'hau",
          address2: '',
          postcode: '44000',
          city: 'Nantes',
          email: 'lucas.moreau@mail.test',
          mobile: '06 84 21 77 30',
        },
        { neph: '2512 0678 4431', neph_pending: null, has_code: 'no', gearbox: 'manual', glasses: null },
        { start_week: '2027-01-04', instalments: '3', cpf: null },
      ),
      text: 'ENR-',
    },
  ],
  [
    'driving',
    'terse',
    'fr',
    'Être rappelé : prénom Yasmine, tél 07 69 14 52 88, créneau entre 12h et 14h, sujet = inscription à une formation → Rappelez-moi → attendu réf CB-',
    {
      received: [
        {
          path: '/callback',
          fields: { first_name: 'Yasmine', phone: '07 69 14 52 88', best_time: 'lunch', topic: 'enrol' },
        },
      ],
      text: 'CB-',
    },
  ],
  [
    'driving',
    'terse',
    'fr',
    'Espace élève, login manon.leroux@mail.test / Volant-2026! → Profil → portable 07 58 36 90 12, décocher les notifs SMS, moniteur préféré = Sophie Le Gall → enregistrer → vérifier que le 07 58 36 90 12 est affiché',
    {
      received: [
        MANON,
        {
          path: '/account/profile',
          fields: { phone: '07 58 36 90 12', sms_notify: null, instructor: 'sophie' },
        },
      ],
      text: '07 58 36 90 12',
    },
  ],
  [
    'driving',
    'terse',
    'en',
    'sign in james.whitfield@mail.test / Gearbox#44 → Book a lesson → Sun 20/12, 10:00 with Thomas Riou → pick-up: the agency, town driving → Book this lesson → LES ref shown',
    { received: [] },
    false,
    'The school is closed on Sundays: the lesson calendar shows Sunday 20 December as closed, with no slot and no "Book" link (and the FAQ and footer say so).',
  ],
  // ---------------------------------------------------------------- chatty
  [
    'driving',
    'chatty',
    'en',
    'Hi! James here — my learner login is james.whitfield@mail.test and the password is Gearbox#44. I’m on the automatic course with Thomas and I’d love to squeeze in one more lesson before Christmas: Friday the 18th at 4 pm looks free on the calendar. I’m coming back from Paris that afternoon, so could Thomas pick me up at the railway station (south exit)? Just normal town driving, nothing fancy. In the note for the instructor please write: "Train gets in at 15:48, I’ll wait by the taxi rank". And yes please to the SMS reminder the day before, otherwise I will absolutely forget. Can you book it and tell me the lesson reference?',
    {
      received: [
        JAMES,
        lesson({
          slot: '2026-12-18_1600_thomas',
          pickup: 'station',
          lesson_type: 'town',
          comments: 'Train gets in at 15:48, I’ll wait by the taxi rank',
          sms_reminder: 'yes',
        }),
      ],
      text: 'LES-',
    },
  ],
  [
    'driving',
    'chatty',
    'en',
    'Hello dear, my grandson Ethan turns 17 in January and he has talked about nothing but driving for months, so I’d like to treat him to five driving lessons at your school. Could you order the gift card in his name, Ethan Caldwell, with this message on it: "Happy 17th birthday Ethan! Mind the roundabouts. Love, Granny Pat". It comes from me, Patricia Caldwell, and my email is pat.caldwell@mail.test. I’d rather have it sent by post in the nice gift envelope, to my own address so I can give it to him myself: 8 rue Paul Bellamy, 44000 Nantes. Please tell me the gift card number at the end. Thank you!',
    {
      received: [
        {
          path: '/gift-card',
          fields: {
            package: '5-lessons',
            other_amount: '',
            to_name: 'Ethan Caldwell',
            message: 'Happy 17th birthday Ethan! Mind the roundabouts. Love, Granny Pat',
            from_name: 'Patricia Caldwell',
            email: 'pat.caldwell@mail.test',
            delivery: 'post',
            postal_address: '8 rue Paul Bellamy, 44000 Nantes',
          },
        },
      ],
      text: 'GIFT-',
    },
  ],
  [
    'driving',
    'chatty',
    'en',
    'hey so my friend and I are both doing the code at your school and our real exam is right after Christmas, we’re kind of panicking lol. Could you put us down for the mock theory test on Wednesday 16 December, the evening one at half past five? 2 seats please, under my name, Noah Perrin, noah.perrin@mail.test. My learner number is EL-2405 if that helps (that makes it free, right??). Just need the booking reference at the end, thanks!!',
    {
      received: [
        {
          path: '/theory/mock-test',
          fields: {
            session: '2026-12-16',
            time: '17:30',
            seats: '2',
            name: 'Noah Perrin',
            email: 'noah.perrin@mail.test',
            learner_no: 'EL-2405',
          },
        },
      ],
      text: 'MOCK-',
    },
  ],
  [
    'driving',
    'chatty',
    'fr',
    'Bonjour ! Mon fils Théo a 16 ans et il veut absolument commencer le code avant ses copains, alors je m’occupe de l’inscrire chez vous à la formule Code seul. Il s’appelle Théo Guérin, il est né le 3 mars 2010 à Rezé. Notre adresse : 5 allée des Tanneurs, et en complément d’adresse : appartement 12, 2e étage, 44000 Nantes. Mettez plutôt mon e-mail à moi, nathalie.guerin@mail.test, et son portable à lui : 06.12.48.73.95. Il n’a pas encore de numéro NEPH, donc je préfère que l’école s’occupe de l’inscription ANTS, et bien sûr il n’a pas le code. Il porte des lunettes, si ça compte. On voudrait démarrer la semaine du 4 janvier et payer en 4 fois, sans CPF (il est au lycée !). Vous pouvez accepter les conditions pour moi, valider et me donner le numéro de dossier ? Merci beaucoup !',
    {
      received: enrol(
        {
          course: 'code-only',
          first_name: 'Théo',
          last_name: 'Guérin',
          dob_day: '03',
          dob_month: '03',
          dob_year: '2010',
          birth_place: 'Rezé',
        },
        {
          address: '5 allée des Tanneurs',
          address2: 'appartement 12, 2e étage',
          postcode: '44000',
          city: 'Nantes',
          email: 'nathalie.guerin@mail.test',
          mobile: '06.12.48.73.95',
        },
        { neph: '', neph_pending: 'yes', has_code: 'no', gearbox: null, glasses: 'yes' },
        { start_week: '2027-01-04', instalments: '4', cpf: null },
      ),
      text: 'ENR-',
    },
  ],
  // ---------------------------------------------------------------- french
  [
    'driving',
    'french',
    'fr',
    'Inscrire Inès Belkacem au stage Accéléré : née le 22 août 2004 à Angers ; adresse 14 rue Mercœur, 44000 Nantes ; e-mail ines.belkacem@mail.test ; portable 07 45 88 21 06. Dossier permis : numéro NEPH 250944017731, code déjà obtenu le 15 octobre 2026, boîte automatique, pas de lunettes. Début la semaine du 11 janvier 2027, paiement en une fois avec financement CPF. Accepter le contrat, vérifier le récapitulatif puis confirmer : un numéro ENR- doit s’afficher.',
    {
      received: enrol(
        {
          course: 'accelerated',
          first_name: 'Inès',
          last_name: 'Belkacem',
          dob_day: '22',
          dob_month: '08',
          dob_year: '2004',
          birth_place: 'Angers',
        },
        {
          address: '14 rue Mercœur',
          postcode: '44000',
          city: 'Nantes',
          email: 'ines.belkacem@mail.test',
          mobile: '07 45 88 21 06',
        },
        {
          neph: '250944017731',
          neph_pending: null,
          has_code: 'yes',
          code_date: '2026-10-15',
          gearbox: 'automatic',
          glasses: null,
        },
        { start_week: '2027-01-11', instalments: '1', cpf: 'yes' },
      ),
      text: 'ENR-',
    },
  ],
  [
    'driving',
    'french',
    'fr',
    'Se connecter à l’espace élève (manon.leroux@mail.test, mot de passe Volant-2026!), puis dans l’onglet Leçons déplacer la leçon de manœuvres du samedi 19 décembre (LES-30540) au mardi 22 décembre à 11 h, avec la même monitrice, motif : examen. Vérifier que la leçon apparaît ensuite au 22/12/2026.',
    {
      received: [
        MANON,
        {
          path: '/account/lessons/reschedule',
          fields: { ref: 'LES-30540', new_date: '2026-12-22', new_time: '11:00', reason: 'exam' },
        },
      ],
      text: '22/12/2026',
    },
  ],
  [
    'driving',
    'french',
    'fr',
    'Écrire à l’auto-école par le formulaire de contact : nom Gérard Lemaire, e-mail g.lemaire@mail.test, téléphone 02 40 71 33 58, objet « Dates d’examen », message « Bonjour, mon fils a terminé ses 20 heures de conduite le 4 décembre. Pouvez-vous me dire quand il pourra passer l’examen ? Merci. » Accepter l’utilisation des coordonnées, envoyer, et vérifier qu’une référence MSG- s’affiche.',
    {
      received: [
        {
          path: '/contact',
          fields: {
            name: 'Gérard Lemaire',
            email: 'g.lemaire@mail.test',
            phone: '02 40 71 33 58',
            subject: 'exam',
            message:
              'Bonjour, mon fils a terminé ses 20 heures de conduite le 4 décembre. Pouvez-vous me dire quand il pourra passer l’examen ? Merci.',
            consent: 'yes',
          },
        },
      ],
      text: 'MSG-',
    },
  ],
  [
    'driving',
    'french',
    'fr',
    'Se connecter en tant qu’élève (manon.leroux@mail.test / Volant-2026!) et, dans l’onglet Leçons, annuler la leçon de demain jeudi 10 décembre à 10 h avec Karim Benhadj (LES-30512), motif maladie, en cochant la case de confirmation. La leçon doit ensuite apparaître comme annulée.',
    { received: [] },
    false,
    'LES-30512 starts on Thursday 10 December at 10:00, less than 48 hours after the site’s "now" (Wednesday 9 December, 10 am): the cancellation is refused with an error box asking to call the agency (the Lessons tab, the cancel form and the FAQ state the 48-hour rule).',
  ],
  // ---------------------------------------------------------------- mixed
  [
    'driving',
    'mixed',
    'fr',
    'Login espace élève manon.leroux@mail.test / Volant-2026!, puis Book a lesson : je prends le slot du jeudi 17/12 à 18h avec Karim, pick-up place du Commerce, lesson type conduite de nuit. Ajoute un mot pour le moniteur : « On peut faire le périph de nuit si ça roule bien ? » et coche le SMS reminder. Check qu’on a bien une référence LES- à la fin.',
    {
      received: [
        MANON,
        lesson({
          slot: '2026-12-17_1800_karim',
          pickup: 'commerce',
          lesson_type: 'night',
          comments: 'On peut faire le périph de nuit si ça roule bien ?',
          sms_reminder: 'yes',
        }),
      ],
      text: 'LES-',
    },
  ],
  [
    'driving',
    'mixed',
    'en',
    'Sign in as james.whitfield@mail.test / Gearbox#44 → Documents tab → Request a copy of the Training contract, par e-mail, but send it to my personal address james.w@whitfield-family.test, pas l’adresse du compte. Check the confirmation mentions james.w@whitfield-family.test.',
    {
      received: [
        JAMES,
        {
          path: '/account/documents/copy',
          fields: { doc: 'contract', delivery: 'email', email_to: 'james.w@whitfield-family.test' },
        },
      ],
      text: 'james.w@whitfield-family.test',
    },
  ],
  [
    'driving',
    'mixed',
    'en',
    'Connecte-toi as James (james.whitfield@mail.test, mdp Gearbox#44), go to Lessons and cancel the night driving lesson du mardi 22 décembre à 18h, LES-30562. Reason: work or studies — j’ai un shift au resto ce soir-là. Tick the confirmation box and check that LES-30562 has been cancelled.',
    {
      received: [
        JAMES,
        {
          path: '/account/lessons/cancel',
          fields: { ref: 'LES-30562', reason: 'work', confirm: 'yes' },
        },
      ],
      text: 'LES-30562 has been cancelled',
    },
  ],
  [
    'driving',
    'mixed',
    'fr',
    'Enrol formule Automatique 13h pour Kevin Tran, né le 9 novembre 1999 à Nantes, 3 rue Kervégan 44000 Nantes, kevin.tran@mail.test, 06 27 81 45 90. NEPH 251044029918, code pas encore obtenu, boîte auto. Payment : en 10 mensualités, start la semaine du 18 janvier, pas de CPF, accepter les CGV. Confirm enrolment et noter le numéro ENR.',
    { received: [] },
    false,
    'The payment step offers 1, 3 or 4 instalments only (three radios; the FAQ and the courses page say so): payment in 10 instalments cannot be chosen.',
  ],
  // ---------------------------------------------------------------- prose
  [
    'driving',
    'prose',
    'en',
    'Siobhan Murphy, born on 2 February 1996 in Cork, Ireland, has just moved to Nantes for a job at the university hospital and wants a licence for automatic cars. She enrols on the Automatic 13h course, living at 41 quai de Versailles, 44000 Nantes, with the email siobhan.murphy@mail.test and the mobile +33 6 71 09 55 42. She enters her NEPH number 251144035106, has not passed the code yet, keeps the automatic gearbox and ticks the box for contact lenses. She would like to start the week of 14 December and pay in 3 instalments, without the CPF, accepts the terms, checks the review page and confirms; the site gives her an ENR file number.',
    {
      received: enrol(
        {
          course: 'automatic-13h',
          first_name: 'Siobhan',
          last_name: 'Murphy',
          dob_day: '02',
          dob_month: '02',
          dob_year: '1996',
          birth_place: 'Cork, Ireland',
        },
        {
          address: '41 quai de Versailles',
          postcode: '44000',
          city: 'Nantes',
          email: 'siobhan.murphy@mail.test',
          mobile: '+33 6 71 09 55 42',
        },
        { neph: '251144035106', neph_pending: null, has_code: 'no', gearbox: 'automatic', glasses: 'yes' },
        { start_week: '2026-12-14', instalments: '3', cpf: null },
      ),
      text: 'ENR-',
    },
  ],
  [
    'driving',
    'prose',
    'en',
    'Daniel Okoro works nights at a warehouse in Carquefou and wonders whether his CPF could pay for his licence. He asks the driving school to call him back on 07 52 18 64 03 in the early evening, since he sleeps during the day, giving only his first name, Daniel, and choosing funding as the topic. The page confirms the request with a CB reference.',
    {
      received: [
        {
          path: '/callback',
          fields: { first_name: 'Daniel', phone: '07 52 18 64 03', best_time: 'evening', topic: 'funding' },
        },
      ],
      text: 'CB-',
    },
  ],
  [
    'driving',
    'prose',
    'fr',
    'Manon Le Roux doit fournir son livret d’apprentissage à son assureur. Elle se connecte à son espace élève (manon.leroux@mail.test, mot de passe Volant-2026!), ouvre l’onglet Documents et demande une copie papier de son livret, qu’elle passera retirer à l’agence ; le site lui répond que la copie sera prête à partir du vendredi 11 décembre.',
    {
      received: [MANON, { path: '/account/documents/copy', fields: { doc: 'booklet', delivery: 'agency' } }],
      text: '11/12/2026',
    },
  ],
  [
    'driving',
    'prose',
    'en',
    'Two cousins, Lina and Sami Haddad, both learners at the school, want to sit the mock theory test together on Saturday 19 December at 10 am, the only morning they are both free. Lina registers 2 seats under her name, Lina Haddad, with the email lina.haddad@mail.test, and expects a MOCK reference.',
    { received: [] },
    false,
    'The mock theory test of Saturday 19 December at 10:00 is full (the sessions table says "Full"): the registration is refused with an error box.',
  ],
];
