// Fresh batch on the bank site (Banque Rive Gauche, a small retail bank in Bordeaux; French pages with
// an English version behind the header's FR | EN switch; site-bank.js). Written before any run of the
// reader, by someone who has not read its code; half "fresh" (read by make-goals.js).
// Where a goal does not say which language the site is read in, the end text does not depend on it: a
// reference (SIM-, RDV-, VIR-, OPP-, REL-, DEM-, MSG-), an operation's label, an amount or a name.
// [site, voice, lang, goal, expect, feasible = true, note]

/** Fields whose value is a choice the site offers (select, radio, checkbox, hidden, a time-slot button),
 * not typed text. */
export const choices = [
  'offre',
  'civilite',
  'deja_client',
  'agence',
  'debit',
  'cgu',
  'duree',
  'objet',
  'co_emprunteur',
  'simulation',
  'moment',
  'motif',
  'mode',
  'creneau',
  'sujet',
  'consentement',
  'memoriser',
  'compte',
  'type',
  'compte_debit',
  'beneficiaire',
  'permanent',
  'frequence',
  'id',
  'carte',
  'nouvelle_carte',
  'confirmation',
  'plafond',
  'mois',
  'annee',
  'format',
];

/** Values a field holds before anyone touches it. */
export const defaults = {
  mode: 'agence',
  frequence: 'mensuelle',
  date_execution: '14/04/2026',
  nouvelle_carte: 'oui',
};

const signin = (numero_client, mot_de_passe) => ({
  path: '/connexion',
  fields: { numero_client, mot_de_passe },
});
const CLAIRE = signin('40218735', 'Garonne-2026');
const KARIM = signin('57630142', 'Chartrons#88');
const HELENE = signin('31195807', 'Pessac.33');
const simulation = (fields) => ({ path: '/simulateur', fields });
const callBack = (fields) => ({ path: '/simulateur/rappel', fields });
const rdv = (agence, motif, mode) => ({ path: '/rendez-vous', fields: { agence, motif, mode } });
const slot = (creneau) => ({ path: '/rendez-vous/creneau', fields: { creneau } });
const details = (fields) => ({ path: '/rendez-vous/coordonnees', fields });
const RDV_CONFIRM = { path: '/rendez-vous/confirmer', fields: {} };
const transfer = (fields) => ({ path: '/espace-client/virements', fields });
const VIR_CONFIRM = { path: '/espace-client/virements/confirmer', fields: {} };
const apply = (fields) => ({ path: '/souscrire', fields });

export const goals = [
  // ---------------------------------------------------------------- terse
  [
    'bank',
    'terse',
    'en',
    'loan simulator: 15000 for a car, 60 months, household net income 3200/month. then on the result page request a call back – Thomas Girard, 06 45 78 12 90, afternoon. check the call-back is registered (SIM- ref shown)',
    {
      received: [
        simulation({ montant: '15000', duree: '60', objet: 'auto', revenus: '3200' }),
        callBack({ nom: 'Thomas Girard', telephone: '06 45 78 12 90', moment: 'apres-midi' }),
      ],
      text: 'SIM-587',
    },
  ],
  [
    'bank',
    'terse',
    'fr',
    'Espace client 57630142 / Chartrons#88 → opérations du Compte courant Premier du 01/04/2026 au 12/04/2026, type paiement carte uniquement → FNAC BORDEAUX doit apparaître (pas TotalEnergies)',
    {
      received: [
        KARIM,
        {
          path: '/espace-client/operations',
          fields: { compte: '00071234501', du: '01/04/2026', au: '12/04/2026', type: 'carte' },
        },
      ],
      text: 'FNAC BORDEAUX',
    },
  ],
  [
    'bank',
    'terse',
    'en',
    'Sign in: customer no. 40218735, pwd Garonne-2026. Cards → block the Visa Classic ending 4821. Reason = stolen, date of theft 11/04/2026, order a replacement card: yes. Confirm → expect an OPP- reference',
    {
      received: [
        CLAIRE,
        {
          path: '/espace-client/cartes/opposition',
          fields: {
            carte: '4821',
            motif: 'vol',
            date_constat: '11/04/2026',
            nouvelle_carte: 'oui',
            confirmation: 'oui',
          },
        },
      ],
      text: 'OPP-339',
    },
  ],
  [
    'bank',
    'terse',
    'fr',
    'RDV conseiller — agence Bordeaux Victoire, objet crédit immobilier, en agence, le lundi 20 avril à 10 h 00. Mme Inès Roux, ines.roux@mail.test, 06 33 21 45 87, pas cliente. Confirmer → réf. RDV- attendue',
    { received: [] },
    false,
    'no such slot: the branches are closed on Mondays (the slot table says "Agence fermée le lundi" for Monday 20 April), so no appointment can be booked that day',
  ],
  // ---------------------------------------------------------------- chatty
  [
    'bank',
    'chatty',
    'en',
    'Hi there! Could you send a message through the bank’s contact form on my behalf? I’m Claire Dubois, email claire.dubois@mail.test, and my customer number is 40218735 (the form asks for it, it’s optional but put it in). The subject is online banking / the app. Message: "Since the last update the app logs me out every time I open the Cards tab. Could someone look into it?" You’ll have to tick the box agreeing to them using my data, otherwise it won’t go through. Let me know if you recieve a reference number at the end. Thanks a lot!',
    {
      received: [
        {
          path: '/contact',
          fields: {
            sujet: 'en-ligne',
            nom: 'Claire Dubois',
            email: 'claire.dubois@mail.test',
            numero_client: '40218735',
            message:
              'Since the last update the app logs me out every time I open the Cards tab. Could someone look into it?',
            consentement: 'oui',
          },
        },
      ],
      text: 'MSG-88',
    },
  ],
  [
    'bank',
    'chatty',
    'fr',
    'Bonjour ! Est-ce que tu pourrais me prendre un rendez-vous avec un conseiller de la Banque Rive Gauche ? C’est pour notre projet d’achat d’appartement, donc l’objet c’est le crédit immobilier, à l’agence des Chartrons, en agence (pas au téléphone). Le jeudi 16 avril à 10 h 30 m’arrangerait bien. Mes coordonnées : Monsieur Julien Faure, julien.faure@mail.test, 06 58 41 27 93. Je ne suis pas encore client chez eux. Dans la case où on peut préciser son projet, mets : « Achat d’un T3 à Bègles, apport de 40 000 €. » Confirme le rendez-vous et dis-moi si tu as bien une référence RDV à la fin. Merci beaucoup !',
    {
      received: [
        rdv('chartrons', 'immobilier', 'agence'),
        slot('2026-04-16T10:30'),
        details({
          civilite: 'm',
          prenom: 'Julien',
          nom: 'Faure',
          email: 'julien.faure@mail.test',
          telephone: '06 58 41 27 93',
          deja_client: 'non',
          commentaire: 'Achat d’un T3 à Bègles, apport de 40 000 €.',
        }),
        RDV_CONFIRM,
      ],
      text: 'RDV-264',
    },
  ],
  [
    'bank',
    'chatty',
    'en',
    'Hey! Claire Dubois wants to pay her neighbour back for the concert tickets. Could you sign into her customer area (customer number 40218735, password Garonne-2026) and add him as a new beneficiary first: account holder Antoine Lefèvre, IBAN FR76 3000 4000 0312 3456 7890 143, BIC BNPAFRPPXXX, nickname "Voisin Antoine" – you’ll need to tick the box confirming she’s the one adding him. Then send him 85,50 € today from her current account, with the label "Billets concert Arkea Arena". There’s a review screen before it goes, just confirm it. Make sure a VIR- reference comes up at the end. Cheers!',
    {
      received: [
        CLAIRE,
        {
          path: '/espace-client/beneficiaires',
          fields: {
            titulaire: 'Antoine Lefèvre',
            iban: 'FR76 3000 4000 0312 3456 7890 143',
            bic: 'BNPAFRPPXXX',
            surnom: 'Voisin Antoine',
            confirmation: 'oui',
          },
        },
        transfer({
          compte_debit: '00045890101',
          beneficiaire: 'B201',
          montant: '85,50',
          libelle: 'Billets concert Arkea Arena',
          date_execution: '14/04/2026',
          permanent: null,
        }),
        VIR_CONFIRM,
      ],
      text: 'VIR-712',
    },
  ],
  [
    'bank',
    'chatty',
    'fr',
    'Salut ! Karim Benali vient de déménager à Talence et il a changé de portable en même temps, du coup ses coordonnées à la banque ne sont plus bonnes. Tu peux te connecter à son espace client (n° client 57630142, mot de passe Chartrons#88) et mettre son profil à jour ? Nouveau portable : 07 84 12 56 30, nouvel e-mail : karim.benali@proton.test, et la nouvelle adresse c’est 27 rue Camille-Pelletan, 33400 Talence. Enregistre, et vérifie que le site confirme que c’est mis à jour. Merci d’avance !',
    {
      received: [
        KARIM,
        {
          path: '/espace-client/profil',
          fields: {
            telephone: '07 84 12 56 30',
            email: 'karim.benali@proton.test',
            adresse: '27 rue Camille-Pelletan',
            code_postal: '33400',
            ville: 'Talence',
          },
        },
      ],
      text: 'ont été mises à jour',
    },
  ],
  // ---------------------------------------------------------------- prose
  [
    'bank',
    'prose',
    'en',
    'Hélène Marchand wants to put money aside every month towards her home savings plan. She signs in to the customer area with customer number 31195807 and password Pessac.33, opens the transfers tab and sets up a transfer of 90 € from her current account to her PEL, with the label "Épargne logement", first payment on 05/05/2026. She makes it recurring, every month, with the last payment on 05/12/2026. She reviews the transfer, confirms it and checks that the standing order has been set up with a VIR- reference.',
    {
      received: [
        HELENE,
        transfer({
          compte_debit: '00033390101',
          beneficiaire: '00033390180',
          montant: '90',
          libelle: 'Épargne logement',
          date_execution: '05/05/2026',
          permanent: 'oui',
          frequence: 'mensuelle',
          date_fin: '05/12/2026',
        }),
        VIR_CONFIRM,
      ],
      text: 'VIR-712',
    },
  ],
  [
    'bank',
    'prose',
    'fr',
    'Manon Lefebvre, 24 ans, vient de signer son premier CDI et veut enfin ouvrir un Livret A. Sur la page des offres de la Banque Rive Gauche, elle clique sur « En savoir plus » dans la carte du Livret A, puis sur le bouton pour l’ouvrir en ligne. Elle remplit le formulaire : Madame, Manon Lefebvre, née le 03/09/2001, manon.lefebvre@mail.test, portable 06 27 81 44 09, code postal 33800, un versement initial de 150 €. Elle n’est pas encore cliente et choisit l’agence Bordeaux Victoire, la plus proche de son travail. Elle accepte les conditions générales, envoie sa demande et vérifie qu’elle reçoit un numéro de demande DEM-.',
    {
      received: [
        apply({
          offre: 'livret-a',
          civilite: 'mme',
          prenom: 'Manon',
          nom: 'Lefebvre',
          naissance: '03/09/2001',
          email: 'manon.lefebvre@mail.test',
          telephone: '06 27 81 44 09',
          code_postal: '33800',
          versement: '150',
          deja_client: 'non',
          agence: 'victoire',
          cgu: 'oui',
        }),
      ],
      text: 'DEM-604',
    },
  ],
  [
    'bank',
    'prose',
    'en',
    'Claire Dubois is putting together a mortgage file and her broker wants a paper copy of her LDDS statement for February 2026. She signs in with 40218735 and Garonne-2026, goes to the Documents tab, chooses the LDDS account, February 2026 and the paper format, and requests the statement. The page should confirm the request with a REL- reference.',
    {
      received: [
        CLAIRE,
        {
          path: '/espace-client/documents',
          fields: { compte: '00045890170', mois: '02', annee: '2026', format: 'papier' },
        },
      ],
      text: 'REL-115',
    },
  ],
  [
    'bank',
    'prose',
    'fr',
    'Karim Benali part trois semaines au Japon et a peur que sa carte soit refusée au moment de régler l’hôtel. Il se connecte à son espace client (numéro 57630142, mot de passe Chartrons#88), ouvre l’onglet Cartes et, sur sa Visa Premier, modifie le plafond de paiement : il le passe à 5 000 € sur 30 jours, mais seulement de façon temporaire, pour 7 jours. Il valide et vérifie que la page affiche bien le nouveau plafond de 5 000 €.',
    {
      received: [
        KARIM,
        {
          path: '/espace-client/cartes/plafond',
          fields: { carte: '7730', plafond: '5000', duree: 'temporaire' },
        },
      ],
      text: '5 000 €',
    },
  ],
  // ---------------------------------------------------------------- steps
  [
    'bank',
    'steps',
    'en',
    '1. Switch the site to EN. 2. Open Our offers. 3. Click Details on the Visa Premier card. 4. Click Order. 5. Title Mr, first name Samuel, last name Okoye, date of birth 14/02/1990, email samuel.okoye@mail.test, mobile 07 45 19 88 02, postcode 33200. 6. Choose deferred debit. 7. Already a customer: yes; branch: Bordeaux Chartrons. 8. Tick the terms and conditions box and send the application. 9. Check the page says "Your application has been sent".',
    {
      received: [
        apply({
          offre: 'visa-premier',
          civilite: 'm',
          prenom: 'Samuel',
          nom: 'Okoye',
          naissance: '14/02/1990',
          email: 'samuel.okoye@mail.test',
          telephone: '07 45 19 88 02',
          code_postal: '33200',
          debit: 'differe',
          deja_client: 'oui',
          agence: 'chartrons',
          cgu: 'oui',
        }),
      ],
      text: 'Your application has been sent',
    },
  ],
  [
    'bank',
    'steps',
    'fr',
    '1) Aller dans l’espace client 2) se connecter avec le numéro client 40218735 et le mot de passe Garonne-2026 3) cliquer sur « Voir les opérations » du Compte courant Essentiel 4) filtrer sur le type Prélèvement, sans toucher aux dates, et lancer la recherche 5) cliquer sur « Détails » de l’opération EDF du 10 avril 6) vérifier que la date de l’opération est le vendredi 10 avril 2026',
    {
      received: [
        CLAIRE,
        { path: '/espace-client/operations', fields: { compte: '00045890101', type: 'prelevement' } },
      ],
      text: 'vendredi 10 avril 2026',
    },
  ],
  [
    'bank',
    'steps',
    'en',
    'Sign in with customer number 57630142 and password Chartrons#88, then open the Beneficiaries tab, then click Delete on the Garage Lafitte SARL row, then confirm the deletion, then check that the page says Garage Lafitte SARL was removed.',
    {
      received: [KARIM, { path: '/espace-client/beneficiaires/supprimer', fields: { id: 'B112' } }],
      text: 'Garage Lafitte SARL',
    },
  ],
  [
    'bank',
    'steps',
    'fr',
    '1. Ouvrir le simulateur de prêt 2. Montant : 8000 €, durée : 36 mois, objet : travaux dans le logement 3. Revenus nets mensuels du foyer : 2100 € 4. Cocher la case du co-emprunteur 5. Calculer la mensualité 6. Dans le bloc de rappel par un conseiller, saisir Nathalie Roux, tél. 05 56 48 12 77, rappel le matin 7. Valider et vérifier que la demande de rappel est bien enregistrée',
    {
      received: [
        simulation({ montant: '8000', duree: '36', objet: 'travaux', revenus: '2100', co_emprunteur: 'oui' }),
        callBack({ nom: 'Nathalie Roux', telephone: '05 56 48 12 77', moment: 'matin' }),
      ],
      text: 'Demande de rappel enregistrée',
    },
  ],
  // ---------------------------------------------------------------- mixed
  [
    'bank',
    'mixed',
    'fr',
    'Log in avec le customer number 40218735 / password Garonne-2026, puis dans Transfers fais un virement de 200 € du Livret A vers le Compte courant Essentiel, label « Retour épargne », exécution aujourd’hui. Review, confirm, et check que le nouveau solde du Livret A affiché est 8 450,00 €.',
    {
      received: [
        CLAIRE,
        transfer({
          compte_debit: '00045890160',
          beneficiaire: '00045890101',
          montant: '200',
          libelle: 'Retour épargne',
          date_execution: '14/04/2026',
          permanent: null,
        }),
        VIR_CONFIRM,
      ],
      text: '8 450,00 €',
    },
  ],
  [
    'bank',
    'mixed',
    'en',
    'Book a rendez-vous at the agence Mérignac Centre, objet « Épargne et placements », par téléphone, for samedi 25 avril at 10:00. Contact details: Madame Chloé Martin, chloe.martin@mail.test, 06 11 52 73 94, déjà cliente : oui. Confirm and check there’s an RDV- reference.',
    {
      received: [
        rdv('merignac', 'epargne', 'telephone'),
        slot('2026-04-25T10:00'),
        details({
          civilite: 'mme',
          prenom: 'Chloé',
          nom: 'Martin',
          email: 'chloe.martin@mail.test',
          telephone: '06 11 52 73 94',
          deja_client: 'oui',
        }),
        RDV_CONFIRM,
      ],
      text: 'RDV-264',
    },
  ],
  [
    'bank',
    'mixed',
    'en',
    'Log in as 40218735 / Garonne-2026, go to the onglet Documents and export the relevé of the Livret A for mars 2026 in CSV format (for Excel), then check the file is offered for download.',
    { received: [] },
    false,
    'no such format: statements can only be requested as PDF or on paper (Documents tab, "Format" radios); there is no CSV or Excel export anywhere',
  ],
  [
    'bank',
    'mixed',
    'fr',
    'Passe le site en EN, va dans Our offers et clique sur « Open this account » sur la carte Essential Account. Remplis pour Lucie Garnier : Title Ms, date of birth 22/11/1998, lucie.garnier@mail.test, mobile 06 90 14 37 25, postcode 33130, already a customer : No, branch Bordeaux Victoire. Coche la case des terms and conditions, envoie, et vérifie que l’écran affiche « Your application has been sent ».',
    {
      received: [
        apply({
          offre: 'compte-essentiel',
          civilite: 'mme',
          prenom: 'Lucie',
          nom: 'Garnier',
          naissance: '22/11/1998',
          email: 'lucie.garnier@mail.test',
          telephone: '06 90 14 37 25',
          code_postal: '33130',
          deja_client: 'non',
          agence: 'victoire',
          cgu: 'oui',
        }),
      ],
      text: 'Your application has been sent',
    },
  ],
];
