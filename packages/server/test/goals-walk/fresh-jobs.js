// Fresh batch on the jobs site (Brightwork Jobs, a job board and careers site; English pages with a
// French version behind the header's EN | FR switch; site-jobs.js). Written before any run of the
// reader, by someone who has not read its code; half "fresh". Where a goal does not say which language
// the site is read in, the end text is language-free: an application reference (BWA-73…), a job-alert
// reference (JA-22…), a job-ad reference (BWJ-31…), a job title, a company or a phone number.
// [site, voice, lang, goal, expect, feasible = true, note]

/** Fields whose value is a choice (select, radio, checkbox, hidden), not typed text. */
export const choices = [
  'location',
  'contract',
  'remote',
  'job',
  'heard_from',
  'consent',
  'talent_pool',
  'frequency',
  'remember',
  'ref',
  'reason',
  'relocation',
  'preferred_contract',
];

/** Values a field holds before anyone touches it. */
export const defaults = { remote: 'any' };

const signin = (email, password) => ({ path: '/signin', fields: { email, password } });
const CHLOE = signin('chloe.bernard@mail.test', 'Green-Desk-26');
const SAM = signin('sam.okafor@mail.test', 'Okafor#2026');
const NORTHWIND = signin('hr@northwind.test', 'Northwind-HR-7');
const search = (fields) => ({ path: '/jobs', fields });
const details = (fields) => ({ path: '/apply/details', fields });
const experience = (fields) => ({ path: '/apply/experience', fields });
const submit = (fields = {}) => ({ path: '/apply/submit', fields: { consent: 'yes', ...fields } });

export const goals = [
  // ---------------------------------------------------------------- terse
  [
    'jobs',
    'terse',
    'en',
    'job search: "data", Lyon, Permanent (CDI) only, hybrid → Data Analyst should be in the results',
    {
      received: [search({ keywords: 'data', location: 'LYS', contract: 'permanent', remote: 'hybrid' })],
      text: 'Data Analyst',
    },
  ],
  [
    'jobs',
    'terse',
    'en',
    'apply to DevOps Engineer (Lille, freelance) from the home page: Marco Bianchi, marco.bianchi@mail.test, phone +33 6 12 34 56 78, portfolio https://marcobianchi.dev, 7 yrs experience, available 2026-10-05, heard via LinkedIn, consent, submit',
    {
      received: [
        details({
          job: 'devops-engineer',
          first_name: 'Marco',
          last_name: 'Bianchi',
          email: 'marco.bianchi@mail.test',
          phone: '+33 6 12 34 56 78',
          profile_url: 'https://marcobianchi.dev',
        }),
        experience({ years: '7', available_from: '2026-10-05', heard_from: 'linkedin' }),
        submit(),
      ],
      text: 'BWA-73',
    },
  ],
  [
    'jobs',
    'terse',
    'fr',
    'alerte emploi hebdo pour julie.moreau@mail.test, mots-clés product manager, Toulouse',
    {
      received: [
        {
          path: '/alerts',
          fields: {
            email: 'julie.moreau@mail.test',
            keywords: 'product manager',
            location: 'TLS',
            frequency: 'weekly',
          },
        },
      ],
      text: 'JA-22',
    },
  ],
  [
    'jobs',
    'terse',
    'fr',
    'postuler à l’offre « Senior Blockchain Architect » à Marseille : Nadia Benali, nadia.benali@mail.test, 5 ans d’expérience, dispo 2026-07-01',
    { received: [] },
    false,
    'no such job: Brightwork Jobs lists no Senior Blockchain Architect, and Marseille is not among its locations (Paris, Lyon, Nantes, Bordeaux, Lille, Toulouse)',
  ],
  // ---------------------------------------------------------------- chatty
  [
    'jobs',
    'chatty',
    'en',
    'Hey! Quick one: can you check that a candidate can attach their CV as a PDF when applying for the UX Designer job? Use Priya Shah, priya.shah@mail.test, upload the file cv-priya-shah.pdf on the application form and send it. It should end on the confirmation page. Thanks!',
    { received: [] },
    false,
    'the application form has no file upload: it asks for a LinkedIn or portfolio link instead and says so ("No CV upload needed")',
  ],
  [
    'jobs',
    'chatty',
    'en',
    'Hi! Could you sign in as our Northwind Retail recruiter (hr@northwind.test / Northwind-HR-7) and post a new job for us? Title "Supply Chain Analyst", based in Lille, permanent contract, salary from 40000 to 47000, description "Join our logistics team to forecast stock levels across 40 stores." Publish it and make sure the confirmation says the ad is live. Thanks a lot!',
    {
      received: [
        NORTHWIND,
        {
          path: '/employer/post',
          fields: {
            title: 'Supply Chain Analyst',
            location: 'LIL',
            contract: 'permanent',
            salary_min: '40000',
            salary_max: '47000',
            description: 'Join our logistics team to forecast stock levels across 40 stores.',
          },
        },
      ],
      text: 'BWJ-31',
    },
  ],
  [
    'jobs',
    'chatty',
    'fr',
    'Bonjour ! Chloé Bernard a accepté un poste ailleurs et voudrait retirer sa candidature au poste de Data Engineer. Pourriez-vous passer le site en français, vous connecter avec son compte (chloe.bernard@mail.test, mot de passe Green-Desk-26), retirer cette candidature en indiquant qu’elle a accepté une autre offre, puis vérifier que le site confirme le retrait ? Merci beaucoup !',
    {
      received: [CHLOE, { path: '/account/withdraw', fields: { ref: 'BWA-6951', reason: 'other-offer' } }],
      text: 'a été retirée',
    },
  ],
  [
    'jobs',
    'chatty',
    'fr',
    'Salut ! Tu peux tester une candidature complète au stage Marketing Intern chez Cafés Lumière, en partant du bouton Postuler de sa carte sur la page d’accueil ? Candidate : Emma Petit, emma.petit@mail.test, tél. 07 55 44 33 22. Aucune expérience (0 an), disponible à partir du 2026-09-01, elle a connu l’offre par son école, lettre de motivation : « Étudiante en master marketing à Bordeaux, je rêve de travailler pour une marque de café engagée. » Coche le consentement et envoie. La page finale doit afficher la référence de candidature.',
    {
      received: [
        details({
          job: 'marketing-intern',
          first_name: 'Emma',
          last_name: 'Petit',
          email: 'emma.petit@mail.test',
          phone: '07 55 44 33 22',
        }),
        experience({
          years: '0',
          available_from: '2026-09-01',
          heard_from: 'school',
          cover_letter:
            'Étudiante en master marketing à Bordeaux, je rêve de travailler pour une marque de café engagée.',
        }),
        submit(),
      ],
      text: 'BWA-73',
    },
  ],
  // ---------------------------------------------------------------- prose
  [
    'jobs',
    'prose',
    'en',
    'Samuel Okafor has moved from Paris to Bordeaux and would now consider relocating for the right role. He signs in with sam.okafor@mail.test and his password Okafor#2026, opens his profile, changes his city to Bordeaux and his phone number to 06 78 90 12 34, ticks that he is open to relocation, and saves.',
    {
      received: [
        SAM,
        {
          path: '/account/profile',
          fields: { city: 'Bordeaux', phone: '06 78 90 12 34', relocation: 'yes' },
        },
      ],
      text: '06 78 90 12 34',
    },
  ],
  [
    'jobs',
    'prose',
    'en',
    'Lucas Moreau, a data analyst with 4 years of experience, is looking for data jobs in Lyon. He searches for "data" in Lyon and, among the results, applies to the Data Analyst role at Northwind Retail (not the internship). He gives his name, lucas.moreau@mail.test and his LinkedIn https://www.linkedin.com/in/lucas-moreau, then 4 years of experience, an expected salary of 48000, available from 2026-09-01, and says a friend told him about the job. His cover letter reads "I have spent four years building retail dashboards in Power BI and SQL." He agrees to his application being shared and submits it.',
    {
      received: [
        search({ keywords: 'data', location: 'LYS' }),
        details({
          job: 'data-analyst',
          first_name: 'Lucas',
          last_name: 'Moreau',
          email: 'lucas.moreau@mail.test',
          profile_url: 'https://www.linkedin.com/in/lucas-moreau',
        }),
        experience({
          years: '4',
          salary: '48000',
          available_from: '2026-09-01',
          heard_from: 'friend',
          cover_letter: 'I have spent four years building retail dashboards in Power BI and SQL.',
        }),
        submit(),
      ],
      text: 'BWA-73',
    },
  ],
  [
    'jobs',
    'prose',
    'fr',
    'Le recruteur de Northwind Retail (hr@northwind.test, mot de passe Northwind-HR-7) publie une nouvelle offre sur la version française du site : « Chef de rayon » à Paris, en CDD, rémunérée entre 32000 et 36000 € par an, clôture des candidatures le 2026-06-30, avec la description « Vous animez une équipe de six personnes au rayon frais du magasin de Paris-Bercy. »',
    {
      received: [
        NORTHWIND,
        {
          path: '/employer/post',
          fields: {
            title: 'Chef de rayon',
            location: 'PAR',
            contract: 'fixed-term',
            salary_min: '32000',
            salary_max: '36000',
            closing_date: '2026-06-30',
            description: 'Vous animez une équipe de six personnes au rayon frais du magasin de Paris-Bercy.',
          },
        },
      ],
      text: 'Votre offre est en ligne',
    },
  ],
  [
    'jobs',
    'prose',
    'fr',
    'Chloé Bernard se connecte (chloe.bernard@mail.test, mot de passe Green-Desk-26), ouvre l’offre Product Manager de Pixelforge à Toulouse et la sauvegarde, puis vérifie qu’elle apparaît bien dans l’onglet des offres sauvegardées de son compte.',
    {
      received: [CHLOE, { path: '/account/saved', fields: { job: 'product-manager' } }],
      text: 'Product Manager',
    },
  ],
  // ---------------------------------------------------------------- steps
  [
    'jobs',
    'steps',
    'en',
    'Open the home page, then click Read more on the article about video interviews, then check that it says to test your camera 15 minutes before.',
    { received: [], text: '15 minutes' },
  ],
  [
    'jobs',
    'steps',
    'en',
    'Go to Sign in, then sign in with chloe.bernard@mail.test and Green-Desk-26, then open My applications, then click Withdraw on the UX Designer application, then choose the reason "The salary does not suit me", then confirm the withdrawal, then check that the page says the application has been withdrawn.',
    {
      received: [CHLOE, { path: '/account/withdraw', fields: { ref: 'BWA-6904', reason: 'salary' } }],
      text: 'has been withdrawn',
    },
  ],
  [
    'jobs',
    'steps',
    'fr',
    'Ouvrir la page Trouver un emploi, puis taper « designer » dans les mots-clés, puis cocher CDD et Freelance, puis choisir Hybride, puis lancer la recherche, puis ouvrir l’offre UX Designer, puis vérifier que l’entreprise Studio Marée est indiquée.',
    {
      received: [search({ keywords: 'designer', contract: 'fixed-term,freelance', remote: 'hybrid' })],
      text: 'Studio Marée',
    },
  ],
  [
    'jobs',
    'steps',
    'fr',
    'Passer le site en français, puis ouvrir l’offre Data Engineer, puis cliquer sur Postuler, puis saisir le prénom Inès, le nom Garcia, l’e-mail ines.garcia@mail.test et le profil https://github.com/inesgarcia, puis continuer, puis indiquer 3 ans d’expérience, un salaire souhaité de 52000, une disponibilité au 2026-11-02 et « un salon de recrutement » comme source, puis continuer, puis cocher l’accord de transmission et le vivier de talents, puis envoyer la candidature, puis vérifier que « Candidature envoyée » s’affiche.',
    {
      received: [
        details({
          job: 'data-engineer',
          first_name: 'Inès',
          last_name: 'Garcia',
          email: 'ines.garcia@mail.test',
          profile_url: 'https://github.com/inesgarcia',
        }),
        experience({ years: '3', salary: '52000', available_from: '2026-11-02', heard_from: 'fair' }),
        submit({ talent_pool: 'yes' }),
      ],
      text: 'Candidature envoyée',
    },
  ],
  // ---------------------------------------------------------------- mixed
  [
    'jobs',
    'mixed',
    'en',
    'set up une job alert : email tom.baker@mail.test, mots-clés "react developer", ville Paris, fréquence daily, et vérifier que l’alerte est bien créée',
    {
      received: [
        {
          path: '/alerts',
          fields: {
            email: 'tom.baker@mail.test',
            keywords: 'react developer',
            location: 'PAR',
            frequency: 'daily',
          },
        },
      ],
      text: 'JA-22',
    },
  ],
  [
    'jobs',
    'mixed',
    'en',
    'login chloe.bernard@mail.test / Green-Desk-26, onglet Profil : téléphone 06 11 22 33 44, ville Grenoble, décocher "open to relocation", preferred contract CDD, then Save',
    {
      received: [
        CHLOE,
        {
          path: '/account/profile',
          fields: {
            phone: '06 11 22 33 44',
            city: 'Grenoble',
            relocation: null,
            preferred_contract: 'fixed-term',
          },
        },
      ],
      text: '06 11 22 33 44',
    },
  ],
  [
    'jobs',
    'mixed',
    'fr',
    'Sur le site en anglais (sans changer de langue) : chercher « developer » en Fully remote, puis cliquer Apply sur la carte Front-end Developer (React). Candidat : Hugo Lefebvre, hugo.lefebvre@mail.test, portfolio https://hugolefebvre.fr, 6 ans d’expérience, prétentions 58000, dispo le 2026-09-15, source LinkedIn, lettre « Développeur React depuis 2019, je cherche un poste 100 % remote. ». Accepter le partage puis Submit application ; la confirmation doit afficher Application sent.',
    {
      received: [
        search({ keywords: 'developer', remote: 'remote' }),
        details({
          job: 'frontend-developer',
          first_name: 'Hugo',
          last_name: 'Lefebvre',
          email: 'hugo.lefebvre@mail.test',
          profile_url: 'https://hugolefebvre.fr',
        }),
        experience({
          years: '6',
          salary: '58000',
          available_from: '2026-09-15',
          heard_from: 'linkedin',
          cover_letter: 'Développeur React depuis 2019, je cherche un poste 100 % remote.',
        }),
        submit(),
      ],
      text: 'Application sent',
    },
  ],
  [
    'jobs',
    'mixed',
    'fr',
    'Connecte-toi avec chloe.bernard@mail.test / Green-Desk-26, va dans Saved jobs, remove le DevOps Engineer, puis vérifie qu’il ne reste que Front-end Developer (React) dans la liste',
    {
      received: [CHLOE, { path: '/account/saved/remove', fields: { job: 'devops-engineer' } }],
      text: 'Front-end Developer (React)',
    },
  ],
];
