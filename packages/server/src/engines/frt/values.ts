import { fold } from '../text/fold.js';
import { entryOf } from '../text/lexicon.js';
import { CALENDAR } from './match-text.js';

/**
 * The values a goal gives (what a visitor would type or choose), found by their shape, never split:
 * quoted text, emails, card numbers, dates, codes such as GH-456-JK, amounts, numbers, streets, a
 * postcode with its town, people's names; each with the words written just before it (its cue).
 */
export type ValueKind =
  | 'quoted'
  | 'email'
  | 'url'
  | 'card'
  | 'date'
  | 'dmy'
  | 'day'
  | 'expiry'
  | 'time'
  | 'code'
  | 'money'
  | 'number'
  | 'phone'
  | 'street'
  | 'postcode'
  | 'name'
  | 'words';

export interface GoalValue {
  text: string;
  kind: ValueKind;
  /** The words written just before the value in its clause ("plate", "nom", "email"), folded. */
  cue: string;
  /** Where it stands in the clause. */
  start: number;
  end: number;
  /** Who the goal is told about ("Léo Garnier is a student"): the name fills name fields, but no form has to take it. */
  optional?: boolean;
  /** An amount said as a lower or upper bound: "at least 2", "max 750 €", the two ends of "200k–300k". */
  bound?: 'min' | 'max';
  /** The cue of the list the value continues: in "Buyer: Lucas Perrin, lucas@…", the e-mail's is "buyer". */
  listCue?: string;
}

const MONTHS: Record<string, number> = {
  january: 1,
  jan: 1,
  janvier: 1,
  janv: 1,
  february: 2,
  feb: 2,
  fevrier: 2,
  fevr: 2,
  fev: 2,
  march: 3,
  mar: 3,
  mars: 3,
  april: 4,
  apr: 4,
  avril: 4,
  avr: 4,
  may: 5,
  mai: 5,
  june: 6,
  jun: 6,
  juin: 6,
  july: 7,
  jul: 7,
  juillet: 7,
  juil: 7,
  august: 8,
  aug: 8,
  aout: 8,
  september: 9,
  sep: 9,
  sept: 9,
  septembre: 9,
  october: 10,
  oct: 10,
  octobre: 10,
  november: 11,
  nov: 11,
  novembre: 11,
  december: 12,
  dec: 12,
  decembre: 12,
};
const MONTH =
  '(?:jan(?:uary|vier|v)?|f[eé]v(?:rier|r)?|feb(?:ruary)?|mar(?:ch|s)?|apr(?:il)?|avr(?:il)?|may|mai|june?|juin|july?|juil(?:let)?|aug(?:ust)?|ao[uû]t|sept?(?:ember|embre)?|oct(?:ober|obre)?|nov(?:ember|embre)?|d[eé]c(?:ember|embre)?)';
const WEEKDAY =
  '(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|rsday|urday)?|lun(?:di)?|mar(?:di)?|mer(?:credi)?|jeu(?:di)?|ven(?:dredi)?|sam(?:edi)?|dim(?:anche)?';
const WISH =
  /^(?:(?:he|she|they|i|we|il|elle|ils|elles|je|j'|nous)\s+)?(?:would like to|wants? to|wishes to|hopes? to|voudrait|veut|aimerait|souhaite|voudrais|aimerais|souhaiterait)\s+(try|test|do|take|join|attend|essayer|tester|faire|prendre|suivre|decouvrir|découvrir)\s+(?:the\s+|a\s+|an\s+|le\s+|la\s+|les\s+|l['’]|un\s+|une\s+|du\s+|des\s+|de\s+la\s+)?/i;
const SOMEWHERE =
  /^(?:somewhere|quelque part)\s+(?:in|at|on|near|around|by|inside|dans|à|a|au|aux|sur|vers|près d(?:e|u|es))\s+(?:the\s+)?/i;

/** The role of a person, written before their name of two words or more ("Player Mark Whitfield"). */
const ROLE_BEFORE_NAME =
  /^(Player|Joueur|Joueuse|Partner|Partenaire|Member|Adhérent|Adhérente|Guest|Invité|Invitée|Participant|Participante|Student|Élève|Tenant|Locataire|Owner|Propriétaire|Buyer|Acheteur|Acheteuse|Applicant|Candidat|Candidate|Sender|Expéditeur|Expéditrice|Recipient|Destinataire|Beneficiary|Bénéficiaire|Passenger|Passager|Passagère|Traveller|Traveler|Voyageur|Voyageuse|Holder|Titulaire|Parent|Child|Enfant)\s+(?=\p{Lu}\S*\s+\p{Lu})/u;

/** A name that is only a day or a month, written whole ("Tuesday", "Janvier"; "Sam" may be someone, and so may May, Mars, Mai and Juin). */
const calendarName = (word: string) => CALENDAR.test(fold(word)) && !/^(?:may|mars|mai|juin)$/i.test(word);
export const DAY_IN_WORDS = new RegExp(
  `(?<![\\w/])(?:(?:${WEEKDAY})\\.?,?\\s+)?(?:\\d{1,2}(?:st|nd|rd|th|er)?\\s+${MONTH}\\.?(?:\\s+\\d{4})?|${MONTH}\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?)(?![\\w/])`,
  'giu',
);

/** "Monday 9th", "samedi 14": a weekday and its date, with no month (never a time: "samedi 9h"). */
const WEEKDAY_DATE = new RegExp(
  `(?<![\\w/])(?:${WEEKDAY})\\.?,?\\s+(?:the\\s+|le\\s+)?\\d{1,2}(?:st|nd|rd|th|er)?(?![\\w/:]|\\s*(?:${MONTH})\\b|\\s?[ap]\\.?m\\b)`,
  'giu',
);

const WEEKDAYS = [
  'sun|sunday|dim|dimanche',
  'mon|monday|lun|lundi',
  'tue|tues|tuesday|mar|mardi',
  'wed|wednesday|mer|mercredi',
  'thu|thur|thurs|thursday|jeu|jeudi',
  'fri|friday|ven|vendredi',
  'sat|saturday|sam|samedi',
].map((names) => new RegExp(`(?:^|\\s)(?:${names})\\.?(?=\\s|,|$)`));

/** The date nearest today, before or after it, whose day of the month and weekday are these. */
function nearestDate(day: number, weekday: number): string | null {
  const now = new Date();
  let best: Date | null = null;
  for (let k = -6; k <= 12; k++) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + k, day));
    if (d.getUTCDate() !== day || d.getUTCDay() !== weekday) continue;
    if (!best || Math.abs(d.getTime() - now.getTime()) < Math.abs(best.getTime() - now.getTime())) best = d;
  }
  return best ? best.toISOString().slice(0, 10) : null;
}

/** "Friday 17 April", "mercredi 22 avril 2026" as yyyy-mm-dd; with no year written, `year`. */
export function dayToIso(text: string, year = new Date().getFullYear()): string | null {
  const plain = fold(text);
  // "sam. 24/10", "16/10": the day, then its month (a month cannot be over 12).
  const figures = /(?:^|\s)(\d{1,2})\/(\d{1,2})$/.exec(plain);
  if (figures) {
    const [a, b] = [Number(figures[1]), Number(figures[2])];
    const [day, month] = a > 12 || b <= 12 ? [a, b] : [b, a];
    if (day < 1 || day > 31 || month < 1 || month > 12) return null;
    return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  }
  const day = /(?:^|\s)(\d{1,2})(?:st|nd|rd|th|er)?(?=\s|,|$)/.exec(plain)?.[1];
  const month = Object.entries(MONTHS).find(([name]) =>
    new RegExp(`(?:^|\\s)${name}\\.?(?=\\s|,|$)`).test(plain),
  )?.[1];
  // "Monday 9th": the month is the nearest one where the 9th is a Monday.
  const weekday = WEEKDAYS.findIndex((w) => w.test(plain));
  if (day && !month && weekday >= 0 && Number(day) <= 31) return nearestDate(Number(day), weekday);
  if (!day || !month || Number(day) < 1 || Number(day) > 31) return null;
  // "Thursday 14 January", said in December: the year whose 14 January is a Thursday.
  const onWeekday = [year, year + 1, year - 1].find(
    (y) => new Date(Date.UTC(y, month - 1, Number(day))).getUTCDay() === weekday,
  );
  const y = /\b(\d{4})\b/.exec(plain)?.[1] ?? String(weekday >= 0 && onWeekday ? onWeekday : year);
  return `${y}-${String(month).padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** A word of a person's name: "Aïcha", "DIALLO" (a family name in capitals, as forms write it). */
// ("Saint-Nazaire", "Nguyen-Ducasse": a capital after a hyphen is still one word.)
const NAME_WORD = "[A-ZÀ-Ý](?:[a-zà-ÿ'’-]+(?:-[A-ZÀ-Ý][a-zà-ÿ'’-]+)*|[A-ZÀ-Ý'’-]+)";

/**
 * A time of day as people write it: "08:15", "13h20", "9:30am", "8pm", "8.30 p.m.", "20 h 30",
 * "16 h"; never a duration ("en 2 h", "within 24h").
 */
const TIME_OF_DAY = new RegExp(
  [
    /(?<![\d:.,])(?:1[0-2]|0?[1-9])(?:[:.][0-5]\d)?\s?[ap]\.?m\b\.?/.source,
    /(?<![\d:.,])(?:[01]?\d|2[0-3])(?::|h)[0-5]\d(?![\d:])/.source,
    /(?<![\d:.,]|\b(?:en|pendant|dans|sous|durant|par|in|for|within|every|per)\s)(?:[01]?\d|2[0-3])\s?h(?:\s?[0-5]\d)?(?![\w:])/
      .source,
  ].join('|'),
  'gi',
);

/** A time of day said in words: "half past twelve", "quarter to seven", "noon", "midi et demi", "minuit". */
const SAID_TIME =
  /(?<![\w-])(?:(?:(half past|quarter past|quarter to|a quarter past|a quarter to)\s+|(?=(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|1[0-2]|0?[1-9])\s+o['’]clock))(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|1[0-2]|0?[1-9])(?:\s+o['’]clock)?(\s+(?:in the (?:evening|afternoon)|at night|p\.?m\.?|du soir|de l['’]apr[èe]s-midi))?|noon|midday|midnight|midi(?:\s+et\s+demi)?|minuit)(?![\w-])/gi;
const HOUR_WORDS = [
  'twelve',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
];

/** "half past twelve" → "12:30", "noon" → "12:00"; null for a time said in figures. */
function saidClock(text: string): string | null {
  const m = new RegExp(`^${SAID_TIME.source}$`, 'i').exec(text.trim());
  if (!m) return null;
  const said = m[0].toLowerCase();
  if (!m[2]) return /^(?:midnight|minuit)$/.test(said) ? '00:00' : /demi/.test(said) ? '12:30' : '12:00';
  const hour = /\d/.test(m[2]) ? Number(m[2]) % 12 : HOUR_WORDS.indexOf(m[2].toLowerCase());
  const lead = m[1]?.toLowerCase().replace(/^a /, '');
  const [h, min] =
    lead === 'half past'
      ? [hour, 30]
      : lead === 'quarter past'
        ? [hour, 15]
        : lead === 'quarter to'
          ? [(hour + 11) % 12, 45]
          : [hour, 0];
  // "one o'clock" (a meal, an appointment) is in the afternoon; so is what is said "in the evening".
  const later = Boolean(m[3]) || (!lead && h >= 1 && h <= 6);
  const h24 = h === 0 ? 12 : later && h < 12 ? h + 12 : h;
  return `${String(h24).padStart(2, '0')}:${String(min).padStart(2, '0')}`;
}

/** A time of day as "HH:MM" on a 24-hour clock ("8:30 pm" → "20:30", "16 h" → "16:00"), or null. */
export function clockOf(text: string): string | null {
  const said = saidClock(text);
  if (said) return said;
  const m = /^(\d{1,2})(?:\s?[:h.]\s?(\d\d)|\s?h)?\s?([ap])?/i.exec(text.trim());
  if (!m) return null;
  let hours = Number(m[1]);
  if (m[3]?.toLowerCase() === 'p' && hours < 12) hours += 12;
  if (m[3]?.toLowerCase() === 'a' && hours === 12) hours = 0;
  return `${String(hours).padStart(2, '0')}:${m[2] ?? '00'}`;
}

/**
 * Whether a text shows the time a goal gives: "Friday 22 January at 8:30 pm" shows "8:30pm" and
 * "20h30"; "8:30", said without am or pm, is also 20:30.
 */
const TIME_RANGE = new RegExp(
  `(?:${TIME_OF_DAY.source})\\s*(?:-|–|—|to|until|à|a|jusqu'à)\\s*(?:${TIME_OF_DAY.source})`,
  'gi',
);

/**
 * A slot whose first end borrows the second's am or pm, or said "between … and …": "6–8 pm",
 * "between 4 and 6 pm", "entre 20 h et 22 h", "de 16h à 18h".
 */
const HOUR = '(?:[01]?\\d|2[0-3])(?:\\s?[:.h]\\s?[0-5]\\d)?';
const MARK = '(?:\\s?h\\b|\\s?[ap]\\.?m\\b\\.?)';
/** The slot's last end says it is a time: its minutes or its mark ("8 pm", "22 h", "20:00"). */
const LAST_END = `((?:[01]?\\d|2[0-3])(?:\\s?[:.h]\\s?[0-5]\\d(?:${MARK})?|${MARK}))`;
export const SLOT = new RegExp(
  [
    `(?<![\\d:.,/])(${HOUR})(${MARK})?\\s*[-–—]\\s*${LAST_END}(?![\\w:])`,
    `(?<![\\w:.,/])(?:between|entre|from|de)\\s+(${HOUR})(${MARK})?\\s+(?:and|et|to|until|à|a|jusqu'à)\\s+${LAST_END}(?![\\w:])`,
  ].join('|'),
  'gi',
);

/** A length of time said with its half: "an hour and a half", "deux heures et demie". */
export const HALF_HOURS = /\b(an?|one|une|\w+)\s+(?:hours?|heures?)\s+(?:and\s+a|et)\s+(half|demie)\b/gi;

/** The two ends of each slot a text says, on a 24-hour clock: "6–8 pm" → ["18:00", "20:00"]. */
function slotsIn(text: string): Array<[string, string]> {
  return [...text.matchAll(SLOT)].flatMap((m) => {
    const [from, fromMark, to] = m[1] ? m.slice(1, 4) : m.slice(4, 7);
    const meridiem = /[ap]\.?m\.?$/i.exec(to)?.[0] ?? '';
    const start = clockOf(`${from}${fromMark ?? meridiem}`);
    const end = clockOf(to);
    return start && end ? [[start, end] as [string, string]] : [];
  });
}

/** Whether a text gives a slot of time with both its ends: "Dinner (7 pm – 10 pm)", "entre 12h et 14h". */
export const saysSlot = (text: string) => slotsIn(text).length > 0;

/** The times of day a text says ("7pm", "18h30", "19:00"), as written. */
export function timesIn(text: string): string[] {
  return [...text.matchAll(TIME_OF_DAY)].map((m) => m[0]);
}

export function showsTime(text: string, time: string): boolean {
  // "6–8 pm" is the slot "Between 6 and 8 pm", "Entre 18 h et 20 h".
  const slot = slotsIn(time)[0];
  if (slot)
    return (
      slotsIn(text).some(([a, b]) => a === slot[0] && b === slot[1]) || slot.every((c) => showsTime(text, c))
    );
  // "18h-19h" is the slot "18:00 – 19:00", not any slot that says one of its ends.
  const ends = timesIn(time);
  if (ends.length > 1) return ends.every((end) => showsTime(text, end));
  const wanted = clockOf(time);
  if (!wanted) return false;
  const open = !/[ap]\.?m/i.test(time) && Number(wanted.slice(0, 2)) < 12;
  const later = `${String(Number(wanted.slice(0, 2)) + 12).padStart(2, '0')}${wanted.slice(2)}`;
  return [...text.matchAll(TIME_OF_DAY), ...text.matchAll(SAID_TIME)].some((m) => {
    const shown = clockOf(m[0]);
    return shown === wanted || (open && shown === later);
  });
}

const SHAPES: Array<{ kind: ValueKind; pattern: RegExp }> = [
  { kind: 'quoted', pattern: /«\s*([^»]+?)\s*»|"([^"]+)"|“([^”]+)”|(?<![\w])'([^']+)'(?![\w])/g },
  { kind: 'email', pattern: /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g },
  // A web address, without the mark that ends its sentence: "https://ana.dev/cv", "www.ana.dev".
  { kind: 'url', pattern: /\b(?:https?:\/\/|www\.)[^\s"«»“”<>]*[^\s"«»“”<>.,;:!?)]/g },
  // An IBAN, whose groups are one value: "FR76 1027 8037 0000 0204 5671 142".
  { kind: 'code', pattern: /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,3})?\b/g },
  { kind: 'card', pattern: /(?<![\d])\d{4}(?: \d{4}){3}(?![\d])/g },
  { kind: 'date', pattern: /(?<![\d-])\d{4}-\d{2}-\d{2}(?![\d-])/g },
  { kind: 'dmy', pattern: /(?<![\d/])\d{2}\/\d{2}\/\d{4}(?![\d/])/g },
  // A date written with its month's name: "Thu 16 Apr", "Friday 17 April 2026", "mercredi 22 avril", "1er mai", "April 16th".
  { kind: 'day', pattern: DAY_IN_WORDS },
  { kind: 'day', pattern: WEEKDAY_DATE },
  // A day and its month in figures after the day's name: "sam. 24/10", "Fri 16/10".
  {
    kind: 'day',
    pattern: new RegExp(`(?<![\\w/])(?:${WEEKDAY})\\.?,?\\s+\\d{1,2}\\/\\d{1,2}(?![\\d/])`, 'giu'),
  },
  { kind: 'expiry', pattern: /(?<![\d/])\d{2}\/\d{2}(?![\d/])/g },
  // "a visitor named Mei Chen", "une cliente nommée Inès Garnier", "Name’s Hannah Price": a person's
  // name, said as one.
  {
    kind: 'name',
    pattern: new RegExp(
      `(?<=\\b(?:named|called|[Nn]ame['’]s|[Nn]ame is|nommée?|appelée?|prénommée?|s['’]appelle|du nom de)\\s+)${NAME_WORD}(?:\\s+${NAME_WORD}){0,2}`,
      'g',
    ),
  },
  // A time of day: "08:15", "13h20", "9:30am", "8pm", "20 h 30", "à 16 h".
  // A slot from one time to another is one value: "18h-19h", "20:00–21:00", "de 9h à 10h".
  { kind: 'time', pattern: SLOT },
  { kind: 'time', pattern: TIME_RANGE },
  { kind: 'time', pattern: TIME_OF_DAY },
  { kind: 'time', pattern: SAID_TIME },
  // A count written as a multiplier: "honey x1", "2× tea", "x 3".
  { kind: 'number', pattern: /(?<![\w.])(?:[x×]\s?\d{1,3}|\d{1,3}\s?[x×])(?![\w.])/gi },
  { kind: 'phone', pattern: /(?<![\d])(?:\+\d{2,3}\s?|0)\d(?:[ .]?\d{2}){4}(?![\d])/g },
  // A number with its country code, in the groups of its country: "+44 7700 900123", "+49 151 2345 6789".
  { kind: 'phone', pattern: /(?<![\w+])\+\d{1,3}(?:[ .-]?(?:\(0\)\s?)?\d{2,4}){2,4}(?!\d)/g },
  // A national number in the groups of its area code: "07700 900419", "0161 496 0123", "020 7946 0321".
  {
    kind: 'phone',
    pattern: /(?<![\w.,+])0(?=(?:[ .-]?\d){9,10}(?!\d))\d{2,4}(?:[ .-]\d{3,6}){1,2}(?![\d])/g,
  },
  // A number written in groups: "SSN 1 91 07 75 112 045 83", "IBAN … 0112 3456 7890", "SIRET 842 315
  // 907 00018", "NEPH 1234 5678 9012".
  { kind: 'code', pattern: /(?<![\w.,])(?=[\d ]{13,})\d{1,5}(?: \d{1,5}){2,}(?!\w|[.,]\d)/g },
  // A Canadian or British postcode, whose two halves are one value: "H2X 1X8", "SW1A 1AA".
  { kind: 'postcode', pattern: /\b[A-Z]\d[A-Z] ?\d[A-Z]\d\b|\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b/g },
  // An amount in thousands: "200k", "1.5k€", "300 k€".
  { kind: 'money', pattern: /(?<![\w.,])\d+(?:[.,]\d+)?\s?[kK]€?(?![\w])/g },
  // A code: letters and digits in one token, dashes or points inside it (GH-456-JK, INV-2044, LUNE10,
  // Demo-2026!, Pessac.33); never a count and its noun ("a 3-month permit", "5-star").
  {
    kind: 'code',
    pattern:
      /(?<![\w@-])(?!\d+-[a-z]+(?![\w!#$%&*+-]))(?=[\w.!#$%&*+-]*\d)(?=[\w.!#$%&*+-]*[A-Za-z])[A-Za-z0-9](?:[\w!#$%&*+-]|\.(?=\w))*[\w!#$%&*+](?![\w@-]|\.\w)/g,
  },
  // Digits joined by dashes: a card or customer number (2940-118, 123-456-789).
  { kind: 'code', pattern: /(?<![\w@-])\d+(?:-\d+)+(?![\w@-])/g },
  // "€12,480.00", "12 480,00 €": thousands kept with their separators.
  {
    kind: 'money',
    pattern:
      /€\s?\d{1,3}(?:[,\u202f\u00a0]\d{3})+(?:\.\d+)?|€\s?\d+(?:[.,]\d+)?|\d{1,3}(?:[ \u202f\u00a0.]\d{3})+(?:,\d+)?\s?(?:€|euros?\b|EUR\b)|\d+(?:[.,]\d+)?\s?(?:€|euros?\b|EUR\b)/g,
  },
  // "budget max 230 000": a number written in groups of thousands is one number.
  { kind: 'number', pattern: /(?<![\w.,])\d{1,3}(?:[ \u202f\u00a0]\d{3})+(?![\w.,]|\s\d)/g },
  // "3200/month": a number per unit; "11/04" is no number.
  { kind: 'number', pattern: /(?<![\w.,/:-])\d+(?:[.,]\d+)?(?![\w:-]|\/\d|[.,]\d)/g },
];

/** Two places in capitals either side of an arrow or a dash: a route. */
const PLACE_NAME = "[A-ZÀ-Ý][\\wà-ÿ'’-]*(?:\\s[A-ZÀ-Ý][\\wà-ÿ'’-]*){0,2}";
const ROUTES = [
  new RegExp(`(${PLACE_NAME})\\s*(?:→|->|⇒|\\s[–—-]\\s|>)\\s*(${PLACE_NAME})`, 'gu'),
  // Capitals tell the places, so only the linking words may start with one.
  new RegExp(
    `\\b(?:[Ff]rom|[Dd]e|[Dd]epuis|[Dd]')\\s*(${PLACE_NAME})\\s+(?:to|à|a|vers|pour|jusqu'à)\\s+(${PLACE_NAME})`,
    'gu',
  ),
];
/** Words that name a route as one thing, just before it. */
const ROUTE_NOUN = /\b(?:trajet|route|ligne|line|journey|itin[ée]raire|trip|parcours|liaison)\s*:?\s*$/i;
/** A verb that opens a goal is no part of a place: "Réserver Annecy → Genève", "Book Lyon → Annecy". */
const OPENING_VERB =
  /^(?:[A-ZÀ-Ý][a-zà-ÿ]+(?:er|ir|re)|Book|Reserve|Find|Search|Get|Buy|Take)\s+(?=[A-ZÀ-Ý])/u;

const STREET_KIND =
  'rue|avenue|av|bd|boulevard|blvd|chemin|impasse|allée|allee|place|quai|route|rte|cours|square|passage|voie|résidence|residence|lotissement|hameau|faubourg|montée|sentier|promenade|esplanade|parvis|rond-point|street|road|lane|drive|way';

/** A street's kind after a number, in lower case, then words holding a name in capitals: "12 rue des Lilas", "2 rue d’Alsace" (never "2 bottles of olive oil for Pierre Dubois"). */
const STREET = new RegExp(
  `^(\\d+\\s*(?:bis|ter)?),?\\s+(?=(?:${STREET_KIND})\\b\\.?)([a-zà-ÿ][\\wà-ÿ'’-]*(?:\\s+[\\wà-ÿÀ-Ÿ'’-]+)*?\\s+(?:[dl]['’])?[A-ZÀ-Ý][\\wà-ÿ'’-]*(?:\\s+[A-ZÀ-Ý][\\wà-ÿ'’-]*)*)$`,
);

/** A street's name in capitals, then its kind, as English writes it: "31 Beech Road", "8 Princess Street". */
const STREET_NAMED_FIRST =
  /^(\d+[a-z]?),?\s+((?:[A-Z][\w'’-]*\s+){1,3}(?:Street|Road|Lane|Drive|Way|Avenue|Close|Crescent|Grove|Place|Terrace|Gardens|Court|Square|Row|Hill|Park|Walk|Mews|St|Rd|Ave)\.?)$/;

/** The gap between a street and the postcode and town that follow it with no comma: "12 rue Beaurepaire 49400 Saumur". */
const STREET_THEN_PLACE = new RegExp(
  `(?<=\\d\\s*(?:bis|ter)?,?\\s+(?:${STREET_KIND})\\b[^,;\\d]*[A-ZÀ-Ý][\\wà-ÿ'’-]*)\\s+(?:(?:in|à)\\s+)?(?=\\d{4,5}\\s+[A-ZÀ-Ý])`,
  'g',
);
/** A postcode and its town: "33000 Bordeaux", "17000 La Rochelle". */
const PLACE = /^(\d{4,5})\s+([A-ZÀ-Ý][\wà-ÿÀ-Ý'’-]*(?:\s+[A-ZÀ-Ý][\wà-ÿÀ-Ý'’-]*)*)$/;
/** Two or three words in capitals, then words in lower case: a person, then what they do or are. */
const PERSON_LEAD =
  /^(?![A-ZÀ-Ý][a-zà-ÿ]+(?:er|ir)\s|(?:Book|Reserve|Find|Search|Get|Buy|Take|Open|Go|Visit|Sign|Log|Prendre|Inscrire|Faire|Mettre|Lire|Suivre|Dans|Sur|Sous|Pour|Avec|Depuis|Puis|Ensuite|Mes|Mon|Ma|Les|Le|La|In|On|At|From|Then|My|The|Your|Our|Votre|Notre|Vos|Nos|So|And|But|Well|Now|Also|Donc|Alors|Et|Mais)\s|[A-ZÀ-Ý][a-zà-ÿ]*\s+I['’])([A-ZÀ-Ý][a-zà-ÿ'’-]+(?:\s+[A-ZÀ-Ý][a-zà-ÿ'’-]+){1,2})\s+(?=[a-zà-ÿ])/;
/** Words that cue a person, their name, then words of what they do: "owner Paul Martin living at". */
const PERSON_BEFORE =
  /(?:^|\s)((?:[a-zà-ÿ][\wà-ÿ'’-]*\s+)+)([A-ZÀ-Ý][a-zà-ÿ'’-]+(?:\s+[A-ZÀ-Ý][a-zà-ÿ'’-]+){1,2})(?:\s+[a-zà-ÿ][\wà-ÿ'’-]*)+\s*$/;
/** A person's name: two or three words in capitals, none a sentence's first verb. */
/** A person's title before their name. */
const TITLE = /^(Madame|Monsieur|Mademoiselle|Mme|Mlle|M\.|Mr\.?|Mrs\.?|Ms\.?|Miss|Mx|Dr\.?)\s+(?=\p{Lu})/u;
/** A company named after the word that says someone works there ("chez", "at"), in capitals. */
const WORKS_AT = new RegExp(
  `(?:^|\\s)(?:(?:works?|working|employed|manager|director|head|buyer|engineer|officer|lead|assistant|employee|intern|founder|owner|ceo|cto|cfo|[A-Z]{2,4}) at|chez)\\s+(${NAME_WORD}(?:\\s+(?:${NAME_WORD}|&|and|et|de|du|des|Co\\.?|Ltd\\.?|Inc\\.?|SA|SAS|SARL|GmbH|[A-Z]{2,}))*)$`,
);
const NAME = new RegExp(
  `^(?:[A-Z]\\.\\s?)?${NAME_WORD}(?:\\s+${NAME_WORD}){1,2}$|^[A-Z]\\.\\s?${NAME_WORD}$`,
);

/** The unquoted value of a quoted match. */
function inner(m: RegExpExecArray): string {
  return (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[0]).trim();
}

/** The folded words just before `at` in `text`, back to a punctuation mark or another value. */
function cueBefore(text: string, at: number, taken: Array<[number, number]>): string {
  let from = 0;
  for (const [, e] of taken) if (e <= at && e > from) from = e;
  const before = text.slice(from, at);
  const stop = Math.max(...['(', ',', ';', '—', '–', '→'].map((c) => before.lastIndexOf(c)));
  return fold(before.slice(stop + 1))
    .replace(/[:=]\s*$/, '')
    .trim();
}

/**
 * An aside in parentheses about who or what: "1 reduced (student, 19)", "(étudiante, 19 ans)". Its
 * parts are plain lower-case words or a small number; a list of data ("(Ada King, ada@x.org)",
 * "(customer 40031588, password …)") is none.
 */
export const ASIDE =
  /\((?:\s*(?:[a-zà-ÿ][a-zà-ÿ'’ -]*|\d{1,3}(?:\s?(?:ans|yo|years?(?: old)?))?)\s*[,;])+\s*(?:[a-zà-ÿ][a-zà-ÿ'’ -]*|\d{1,3}(?:\s?(?:ans|yo|years?(?: old)?))?)\s*\)/g;

/** A reference code ending the text: "RES-40256", "la réservation RES-40377 ". */
export const REFERENCE_BEFORE = /\b[A-Z][A-Z0-9]{1,7}-[A-Z0-9-]*\d\s*$/;

/** Counts written as words before a noun ("one person", "two bottles", "deux personnes"). */
const COUNTS: Record<string, string> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  deux: '2',
  trois: '3',
  quatre: '4',
  cinq: '5',
  un: '1',
  une: '1',
};

/** Every value of a clause, left to right; overlapping shapes keep the first (most specific) one. */
export function findValues(text: string): GoalValue[] {
  // Never inside quotes: « j’ai toujours les deux clés » is typed as written.
  const quotes = [...text.matchAll(SHAPES[0].pattern)].map((m) => [
    m.index ?? 0,
    (m.index ?? 0) + m[0].length,
  ]);
  const counted = text.replace(
    // ("the one for …", "this one", "one of the coaches", "the 6:30pm one with Karim": a pronoun, not a count.)
    /(?<!\b(?:the|this|that|which|each|any|no|every)\s+)\b(?:(one|two|three|four|five|deux|trois|quatre|cinq)(?:(?=\s+[a-zà-ÿ])(?!\s+(?:of|d'|d’|des|de|with|at|on|in|for|that|which|who|where|o['’]clock)\b)|(?<=\b(?:for|pour)\s+[a-z]+)(?=\s+(?:at|on|in)\b|\s*[,.;]|\s*$))|(un|une)(?=\s+(?:place|billet|ticket|si[eè]ge|adulte|enfant|personne|passag[eè]re?|voyageu(?:r|se)|participante?|nuit|[ée]tudiante?|[ée]l[eè]ve|senior)s?\b))/gi,
    (w, _word, _article, at: number) =>
      quotes.some(([a, b]) => at >= a && at < b) ? w : COUNTS[w.toLowerCase()].padEnd(w.length, '\u2007'),
  );
  return withNameGiven(
    text,
    findIn(counted)
      .map((v) => (v.kind === 'number' ? { ...v, text: v.text.trim() } : v))
      .map(withoutVerb)
      .filter((v) => !(v.kind === 'name' && CARD_BRAND.test(v.text)))
      // "donc pas d'IBAN", "without a phone": what the goal says not to give is no value.
      // ("No medical certificate" still answers the certificate's question: only a name goes.)
      .filter((v) => !(v.kind === 'name' && NOT_GIVEN.test(text.slice(0, v.start)))),
  );
}

/** The values, with a name said as "the name on the card is D BROOKS" in place of the words it was read as. */
function withNameGiven(text: string, values: GoalValue[]): GoalValue[] {
  const given = NAME_GIVEN_AS.exec(text);
  if (!given) return values;
  const start = (given.index ?? 0) + given[0].lastIndexOf(given[1]);
  const end = start + given[1].length;
  const at = (given.index ?? 0) + /\S/.exec(given[0])!.index;
  if (values.some((v) => v.kind !== 'words' && v.kind !== 'name' && v.end > at && v.start < end))
    return values;
  const cue = fold(text.slice(at, start).replace(/\s+(?:is|est|:)\s*$/, ''));
  return [
    ...values.filter((v) => v.end <= at || v.start >= end),
    { text: given[1], kind: 'name' as const, cue, start, end },
  ].sort((a, b) => a.start - b.start);
}

/** An age band written as one token: "under-18", "over-65", "moins-de-26". */
const AGE_BAND = /^(?:under|over|below|above|moins|plus|moins-de|plus-de)-\d{1,2}$/i;

const NOT_GIVEN = /(?:\bpas\s+d['’]|\bpas\s+de\s+|\bsans\s+|\bno\s+|\bwithout\s+(?:an?\s+)?)$/i;

/**
 * "Inscris Martine Leroy": a French imperative opening a three-word name is the clause's verb;
 * "I’m Daniel Brooks": so is the speaker's "I’m".
 */
function withoutVerb(v: GoalValue): GoalValue {
  const m =
    /^([A-ZÀ-Ý][a-zà-ÿ]+(?:is|ez|ons))\s+(?=\S+\s+\S+$)/.exec(v.text) ??
    /^(?:I|We)['’](?:m|re)\s+(?=\S)/.exec(v.text);
  if (v.kind !== 'name' || !m) return v;
  return { ...v, text: v.text.slice(m[0].length), start: v.start + m[0].length };
}

/** "my Visa 4556 …", "ma Mastercard": the card's brand, said before its number, is no value to type. */
const CARD_BRAND = /^(?:visa|mastercard|master card|amex|american express|maestro|cb|carte bleue)$/i;

/** "the name on the card is D BROOKS", "titulaire : J. Martin": a name, initials and capitals included. */
const NAME_GIVEN_AS =
  /\b(?:name|nom|holder|titulaire)\b[^,;]*?\s+(?:is|est|:)\s+((?:[A-Z]\.?\s+)?[A-ZÀ-Ý][\wÀ-ÿ'’-]*(?:\s+[A-ZÀ-Ý][\wÀ-ÿ'’-]*){0,2})\s*$/;

function findIn(text: string): GoalValue[] {
  const found: GoalValue[] = [];
  const taken: Array<[number, number]> = [];
  const free = (s: number, e: number) => taken.every(([a, b]) => e <= a || s >= b);
  for (const { kind, pattern } of SHAPES) {
    for (const m of text.matchAll(pattern)) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      if (!free(start, end)) continue;
      // A code must look like one: capitals or a mix that is no plain word with a digit ("2nd").
      if (kind === 'code' && /^\d+(?:st|nd|rd|th|e|er|h|min)$/i.test(m[0])) continue;
      // "1 under-18", "2 over-65": an age band names a kind of ticket, no code to type.
      if (kind === 'code' && AGE_BAND.test(m[0])) continue;
      if (kind === 'code' && UNIT_AFTER_NUMBER.test(m[0]) && /\d\s*$/.test(text.slice(0, start))) continue;
      // "un T2 meublé", "the F3": a flat's kind by its rooms, as estate agents write it, no code to type.
      if (
        kind === 'code' &&
        /^[TF][1-9]$/.test(m[0]) &&
        /\b(?:un|une|le|mon|ce|du|a|the)\s+$/i.test(text.slice(0, start))
      )
        continue;
      // "24/10" is no card's expiry (no month 24): a day and its month; so is "du 31/12 au 02/01"
      // (but "valid until 08/27" has no month 27: a card's expiry).
      const shape =
        kind === 'expiry' &&
        (Number(m[0].slice(0, 2)) > 12 ||
          (Number(m[0].slice(3, 5)) <= 12 &&
            /\b(?:du|au|le|from|to|until|on)\s+$/i.test(text.slice(0, start))))
          ? 'day'
          : kind;
      const value =
        kind === 'quoted'
          ? inner(m as RegExpExecArray)
          : kind === 'money' && /k/i.test(m[0])
            ? String(Math.round(Number(m[0].replace(/[^\d.,]/g, '').replace(',', '.')) * 1000))
            : kind === 'money'
              ? m[0].replace(/[^\d.,]/g, '')
              : kind === 'number' && /[x×]/i.test(m[0])
                ? m[0].replace(/\D/g, '')
                : m[0];
      taken.push([start, end]);
      found.push({ text: value, kind: shape, cue: '', start, end });
    }
  }
  // "Grenoble → Annecy", "Chambéry – Lyon Part-Dieu": a route's two ends, where it leaves from and goes to.
  const routes: Array<[GoalValue, string]> = [];
  for (const m of ROUTES.flatMap((re) => [...text.matchAll(re)])) {
    // "trajet Grenoble → Chambéry": a route named as one is typed whole, into the field for it.
    if (ROUTE_NOUN.test(text.slice(0, m.index))) {
      const at = (m.index ?? 0) + m[0].indexOf(m[1]);
      const end = (m.index ?? 0) + m[0].length;
      if (free(at, end)) {
        taken.push([at, end]);
        found.push({ text: text.slice(at, end), kind: 'words', cue: '', start: at, end });
      }
      continue;
    }
    const verb = OPENING_VERB.exec(m[1])?.[0].length ?? 0;
    const from = (m.index ?? 0) + m[0].indexOf(m[1]) + verb;
    const to = (m.index ?? 0) + m[0].lastIndexOf(m[2]);
    if (!free(from, from + m[1].length) || !free(to, to + m[2].length)) continue;
    for (const [at, place, cue] of [
      [from, m[1].slice(verb), 'departure'],
      [to, m[2], 'arrival'],
    ] as const) {
      const v: GoalValue = { text: place, kind: 'words', cue, start: at, end: at + place.length };
      taken.push([v.start, v.end]);
      found.push(v);
      routes.push([v, cue]);
    }
  }
  found.sort((a, b) => a.start - b.start);
  for (const v of found) v.cue = cueBefore(text, v.start, taken);
  for (const [v, cue] of routes) v.cue = cue;
  const out = mergeWords(text, found);
  boundsOf(text, out);
  // "maison in Varrains", "38 m2 à Saumur": one capitalised word where something is, its town
  // (never a word of the site's menus: "in Settings" is a page).
  for (const v of out)
    if (
      v.kind === 'name' &&
      !/\s/.test(v.text) &&
      /(?:^|\s)(?:in|à)\s+$/.test(text.slice(0, v.start)) &&
      !entryOf(v.text)
    )
      Object.assign(v, { kind: 'words', cue: 'city' });
  // "Martine Leroy, 67 ans", "aged 67", "1 under 18": who someone is, not data for a form.
  const asides = [...text.matchAll(ASIDE)];
  for (const v of out)
    if (
      v.kind === 'number' &&
      (/^\s*(?:ans|years? old|yo)\b/i.test(text.slice(v.end)) ||
        /\b(?:aged|turns|turning|fête ses|fete ses|va avoir)\s*$/i.test(text.slice(0, v.start)) ||
        /\b\d{1,2}\s+(?:under|over|below|above|moins de|plus de)\s*$/i.test(text.slice(0, v.start)) ||
        asides.some((m) => v.start > (m.index ?? 0) && v.end < (m.index ?? 0) + m[0].length))
    )
      v.optional = true;
  // "end of the day (after 5)", "le matin (avant 10h)": a hint of when, beside the choice it explains.
  for (const m of text.matchAll(/\((?:after|before|from|around|apr[eè]s|avant|vers|dès)\s+[^()]*\)/gi))
    for (const v of out)
      if (v.start > (m.index ?? 0) && v.end <= (m.index ?? 0) + m[0].length) v.optional = true;
  // "exchange RES-40256 (Misanthrope, Sat 3 Oct) for …": what a reference is, said in parentheses
  // after it, tells which one; it is no value to give.
  for (const m of text.matchAll(/\(([^()]*)\)/g))
    if (REFERENCE_BEFORE.test(text.slice(0, m.index)))
      for (const v of out)
        if (v.start > (m.index ?? 0) && v.end <= (m.index ?? 0) + m[0].length) v.optional = true;
  // "2 travellers", "3 adultes": a count's noun follows it; "45890 kWh of electricity": a
  // quantity's unit, then what it measures.
  // ("appart 3 pièces": the word before says what it is about, the noun after what it counts.)
  for (const v of out)
    if (v.kind === 'number') {
      const measured = MEASURED.exec(text.slice(v.end));
      const after = measured
        ? fold(`${measured[2] ?? ''} ${measured[1]}`).trim()
        : countNoun(text.slice(v.end));
      if (after) v.cue = `${v.cue} ${after}`.trim();
    }
  // "inscrire mon chien Filou à la garderie": a pet named in the middle of a sentence.
  for (const m of text.matchAll(PET_NAMED)) {
    const start = (m.index ?? 0) + m[0].length - m[2].length;
    const end = start + m[2].length;
    if (!out.some((v) => v.kind !== 'words' && v.start < end && start < v.end))
      out.push({ text: m[2], kind: 'name', cue: fold(m[1]).trim(), start, end });
  }
  out.sort((a, b) => a.start - b.start);
  // A value with no cue of its own, only a comma after the one before, is of the same list.
  for (const [i, v] of out.entries()) {
    const before = out[i - 1];
    if (!v.cue && before && /^\s*[,/]\s*$/.test(text.slice(before.end, v.start)))
      v.listCue = before.listCue ?? before.cue;
  }
  return out;
}

/** A pet, then its name: "mon chien Filou", "our cat Pixel". */
const PET_NAMED =
  /\b((?:my|our|her|his|their|mon|ma|notre|son|sa|leur)\s+(?:old\s+|vieux\s+|petit\s+|petite\s+)?(?:dog|cat|puppy|kitten|chien|chienne|chat|chatte|chiot|chaton))\s+([A-ZÀ-Ý][a-zà-ÿ'’-]+)/gu;

const UP_TO =
  /\b(?:max|maxi|maximum|up to|at most|no more than|under|below|jusqu['’]à|jusqu['’]a|au plus|au maximum|pas plus de|moins de|less than)\s*:?\s*$/i;
const AT_LEAST =
  /\b(?:min|mini|minimum|at least|from|over|more than|au moins|au minimum|à partir de|a partir de|plus de)\s*:?\s*$/i;
const OR_MORE = /^\s*(?:[a-zà-ÿ]+\s+)?(?:\+|et\s*\+|et plus|or more|ou plus|minimum|mini|min)(?![\w])/i;
const OR_LESS = /^\s*(?:max|maxi|maximum|or less|ou moins)(?![\w])/i;
const RANGE_GAP = /^\s*(?:[–—-]|to|à|a|et|and)\s*$/i;
const RANGE_OPEN = /\b(?:entre|between|from|de)\s*$/i;

/**
 * "200k–300k", "entre 800 et 1200 €", "max 750 €", "at least 2 bedrooms", "3 chambres et +": amounts
 * said as bounds (a list of minimum prices and one of maximum prices each take their own end).
 */
function boundsOf(text: string, values: GoalValue[]) {
  const amounts = values.filter((v) => v.kind === 'money' || v.kind === 'number');
  amounts.forEach((v, i) => {
    const before = text.slice(0, v.start);
    const after = text.slice(v.end);
    if (UP_TO.test(before) || OR_LESS.test(after)) v.bound = 'max';
    else if (AT_LEAST.test(before) || OR_MORE.test(after)) v.bound = 'min';
    const next = amounts[i + 1];
    const gap = next ? text.slice(v.end, next.start) : '';
    if (next && RANGE_GAP.test(gap) && (/[–—-]/.test(gap) || RANGE_OPEN.test(before))) {
      v.bound = 'min';
      next.bound = 'max';
    }
  });
}

/** Small words between a count and its noun's words ("1 place au tarif réduit"). */
const BETWEEN = /^(?:au|aux|à|a|en|de|du|des|d'|la|le|les|l'|at|in|of|the|an)$/i;

/**
 * The words that say what a count counts: "2 travellers", "une place au tarif réduit" → "place
 * tarif reduit"; up to three words, before a comma or "pour", "for", "and"…
 */
function countNoun(after: string): string {
  const phrase = /^\s+([a-zà-ÿ][^,;.:()\d+]*)/i.exec(after)?.[1] ?? '';
  const own = phrase.split(/\s+(?:pour|for|avec|with|et|and|ou|or|dont|including)\b/i)[0];
  return fold(
    own
      .split(/\s+/)
      .filter((w) => w && !BETWEEN.test(w))
      .slice(0, 3)
      .join(' '),
  );
}

const UNITS = 'kwh|mwh|wh|m³|m3|m²|m2|sqm|sq ?ft|kg|km|gb|go|mb|mo|kva|litres?|liters?';

/** A unit after a number, and what it measures: "kWh of electricity", "m³ de gaz". */
const MEASURED = new RegExp(
  `^\\s*(${UNITS})(?![\\wà-ÿ])(?:\\s+(?:of|de|du|d['’])\\s*([a-zà-ÿ][\\wà-ÿ'’-]*))?`,
  'i',
);

/** "68 m2", "20 kWh": the unit of the number before it, no code of its own. */
const UNIT_AFTER_NUMBER = new RegExp(`^(?:${UNITS})$`, 'i');

/**
 * What is left between shaped values, piece by piece (between commas and parentheses): a street, a
 * postcode and town, a name, or words. A number in a street or a postcode joins its words.
 */
function mergeWords(text: string, shaped: GoalValue[]): GoalValue[] {
  const out: GoalValue[] = [];
  const pieces = /[^,;()—–→]+/g;
  // A value is never cut: its own commas ("« Fuite sous l’évier, parquet gondolé »") split nothing.
  let masked = text;
  for (const v of shaped)
    masked =
      masked.slice(0, v.start) +
      masked.slice(v.start, v.end).replace(/[,;()—–→]/g, ' ') +
      masked.slice(v.end);
  // "27 rue des Écoles in 75005 Paris": a street, then its postcode and town.
  masked = masked
    .replace(/\s(?:in|à)\s(?=\d{4,5}\s+[A-ZÀ-Ý])/g, (m) => `,${' '.repeat(m.length - 1)}`)
    .replace(STREET_THEN_PLACE, (m) => `,${' '.repeat(m.length - 1)}`);
  for (const m of masked.matchAll(pieces)) {
    const pieceStart = m.index ?? 0;
    const piece = text.slice(pieceStart, pieceStart + m[0].length);
    const inside = shaped.filter((v) => v.start >= pieceStart && v.end <= pieceStart + piece.length);
    const trimmed = piece.trim();
    const offset = pieceStart + piece.indexOf(trimmed);
    const numbers = inside.filter((v) => v.kind === 'number');
    // "12 rue des Lilas", "lieu 15 avenue Jean-Jaurès", "33000 Bordeaux": a street, or a postcode
    // and its town, not a number and words.
    if (numbers.length === 1 && inside.length === 1) {
      const rest = text.slice(numbers[0].start, pieceStart + piece.length).trim();
      const cue = numbers[0].cue;
      const street = STREET.exec(rest) ?? STREET_NAMED_FIRST.exec(rest);
      if (street) {
        // "owner Paul Martin living at 22 rue du Four": the person whose street it is, by their cue.
        const gap = text.slice(pieceStart, numbers[0].start);
        const who = PERSON_BEFORE.exec(gap);
        if (who) {
          const at = pieceStart + (who.index ?? 0) + who[0].indexOf(who[2]);
          out.push({
            text: who[2],
            kind: 'name',
            cue: fold(who[1]).trim(),
            start: at,
            end: at + who[2].length,
          });
        }
        const s = numbers[0].start;
        out.push({ text: rest.replace(/[.!?]+$/, ''), kind: 'street', cue, start: s, end: s + rest.length });
        continue;
      }
      const place = PLACE.exec(rest.replace(/[.!?]+$/, ''));
      if (place) {
        out.push({ ...numbers[0], kind: 'postcode', cue: 'postcode' });
        const at = numbers[0].start + rest.lastIndexOf(place[2]);
        out.push({ text: place[2], kind: 'words', cue: 'city', start: at, end: at + place[2].length });
        continue;
      }
    }
    // "H2X 1X8 Montréal": a postcode of letters and digits, and its town.
    if (inside.length === 1 && inside[0].kind === 'postcode') {
      const town = /^\s+([A-ZÀ-Ý][\wà-ÿÀ-Ý'’-]*(?:\s+[A-ZÀ-Ý][\wà-ÿÀ-Ý'’-]*)*)[.!?]*\s*$/.exec(
        text.slice(inside[0].end, pieceStart + piece.length),
      );
      if (town) {
        out.push({ ...inside[0], cue: 'postcode' });
        const at = inside[0].end + town[0].indexOf(town[1]);
        out.push({ text: town[1], kind: 'words', cue: 'city', start: at, end: at + town[1].length });
        continue;
      }
    }
    out.push(...inside);
    if (inside.length) {
      // Between values, a name after its cue: "gift card €50 to Lucy Gray", "from Sam".
      let from = pieceStart;
      for (const v of [...inside, null]) {
        const to = v ? v.start : pieceStart + piece.length;
        const gap = text.slice(from, to);
        const m =
          // ("en mémoire d'Henri Masson": the elided "d'" is the cue's, the name is whole.)
          /(?:^|\s)((?:[a-zà-ÿ](?:[a-zà-ÿ0-9_-]|['’](?=[a-zà-ÿ]))*(?:\s*:)?\s+)+(?:[dl]['’])?|(?:[dl]['’]))([A-ZÀ-Ý][a-zà-ÿ'’-]+(?:\s+[A-ZÀ-Ý][a-zà-ÿ'’-]+){0,2})\s*$/.exec(
            gap,
          );
        // Or a person's name before the words that cue a value of theirs: "Lucas Bernard né le 22/07/1995".
        const before = m
          ? null
          : /^(\s*)([A-ZÀ-Ý][a-zà-ÿ'’-]+(?:\s+[A-ZÀ-Ý][a-zà-ÿ'’-]+){1,2})((?:\s+[a-zà-ÿ][\wà-ÿ'’-]*)+)\s*:?\s*$/.exec(
              gap,
            );
        // Or a person's name standing alone after a value: "sujet « objet oublié » : Paul Renaud".
        const alone =
          m || before || !inside.some((x) => x.end === from && x.kind === 'quoted')
            ? null
            : /^\s*:?\s*([A-ZÀ-Ý][a-zà-ÿ'’-]+(?:\s+[A-ZÀ-Ý][a-zà-ÿ'’-]+){1,2})[.!?]*\s*$/.exec(gap);
        if (alone && !calendarName(alone[1].split(/\s+/)[0])) {
          const s = from + gap.indexOf(alone[1]);
          out.push({ text: alone[1], kind: 'name', cue: '', start: s, end: s + alone[1].length });
        } else if (m && !calendarName(m[2].split(/\s+/)[0])) {
          const s = from + gap.lastIndexOf(m[2]);
          out.push({ text: m[2], kind: 'name', cue: fold(m[1]).trim(), start: s, end: s + m[2].length });
        } else if (before && v && ['dmy', 'date', 'email', 'phone'].includes(v.kind)) {
          const s = from + before[1].length;
          out.push({ text: before[2], kind: 'name', cue: '', start: s, end: s + before[2].length });
          v.cue = fold(before[3]).trim();
        } else if (v && ['dmy', 'date', 'email', 'phone'].includes(v.kind)) {
          // "a €100 card for Marta Silva at marta@silva.test": a person by their cue, then theirs.
          const who = PERSON_BEFORE.exec(gap);
          if (who) {
            const s = from + (who.index ?? 0) + who[0].indexOf(who[2]);
            out.push({
              text: who[2],
              kind: 'name',
              cue: fold(who[1]).trim(),
              start: s,
              end: s + who[2].length,
            });
          }
        }
        if (v) from = v.end;
      }
      continue;
    }
    // No shaped value: a name in capitals, or a cue and its words ("nom Karim Haddad").
    const plain = trimmed.replace(/^[:\s]+|[.!?\s]+$/g, '');
    if (!plain) continue;
    // "Léo Garnier is a student": a person the prose is about, then what they do.
    const person = PERSON_LEAD.exec(plain);
    if (person) {
      const s = offset + trimmed.indexOf(plain);
      out.push({
        text: person[1],
        kind: 'name',
        cue: '',
        start: s,
        end: s + person[1].length,
        optional: true,
      });
      // "Thomas Girard from Lausanne": where the person is from is their town.
      const after = plain.slice(person[0].length);
      const town = /^(?:from|of|in|de|du|à)\s+([A-ZÀ-Ý][\wà-ÿ'’-]*(?:\s+[A-ZÀ-Ý][\wà-ÿ'’-]*)*)$/.exec(after);
      if (town) {
        const at = s + person[0].length + after.indexOf(town[1]);
        out.push({ text: town[1], kind: 'words', cue: 'city', start: at, end: at + town[1].length });
      }
      continue;
    }
    // "responsable RSE chez Boulangeries Fournil & Co", "buyer at Acme Ltd": where someone works is
    // their company.
    const works = WORKS_AT.exec(plain);
    if (works) {
      const s = offset + trimmed.indexOf(plain) + works.index + works[0].length - works[1].length;
      out.push({ text: works[1], kind: 'name', cue: 'company', start: s, end: s + works[1].length });
      continue;
    }
    // "note: allergic to almond oil": the words before the colon are the cue.
    const colon = /^([^:]{1,40}):\s*(.+)$/.exec(plain);
    const words = colon ? colon[2] : plain;
    const cue = colon ? fold(colon[1]).trim() : '';
    const at = offset + trimmed.indexOf(words);
    // "Register the car of Ada King", "L’expéditeur est Julien Roussel": a sentence's capital opens no name. "name on card H. Lambert",
    // "au nom d'Élise Masson": an initial, or the elided "d'" of the cue, before the name.
    const named = new RegExp(
      `^((?:[a-zà-ÿ][\\wà-ÿ'’-]*\\s+)*?(?:[a-zà-ÿ]+\\s+d['’])?)((?:[A-Z]\\.\\s?)?${NAME_WORD}(?:\\s+${NAME_WORD}){0,2})$`,
    ).exec(words.replace(/^[A-ZÀ-Ý](?=['’]?[a-zà-ÿ]+\s+[a-zà-ÿ])/, (c) => c.toLowerCase()));
    // "the Tuesday 7pm Pilates row", "the Thursday Body Pump": a name opening with a day or a month is no one's.
    if (
      named &&
      !calendarName(named[2].split(/\s+/)[0]) &&
      // ("accept the CGV": an acronym alone is no one's name.)
      (NAME.test(named[2]) ||
        (named[1].trim() &&
          !/\s/.test(named[2]) &&
          !(/^[A-ZÀ-Ý]{2,4}$/.test(named[2]) && /\b(?:accept\w*|agree\w*|j'accepte)\b/i.test(named[1]))))
    ) {
      // "Name Grace Liu" opening a step: the field's word, capitalised, then the name.
      const field =
        /^(?:Name|Nom|Prénom|Full name|Surname|Patient|Patiente|Client|Cliente|Customer|Contact|Driver|Conducteur)\s+(?=\S)/.exec(
          named[2],
        );
      const name = field ? named[2].slice(field[0].length) : named[2];
      const s = at + named[1].length + (field?.[0].length ?? 0);
      const own = fold(`${named[1]} ${field?.[0] ?? ''}`).trim();
      out.push({ text: name, kind: 'name', cue: own || cue, start: s, end: s + name.length });
      continue;
    }
    // "No medical certificate", "pas de certificat médical": the answer to the question it names.
    const refused = cue
      ? null
      : /^(no|sans|without|pas de|pas d['’])(?:\s+|(?<=['’]))(?=\p{L})/iu.exec(words);
    if (refused && refused[0].length < words.length) {
      const answer = /^(?:no|without)$/i.test(refused[1]) ? 'No' : 'Non';
      out.push({
        text: answer,
        kind: 'words',
        cue: fold(words.slice(refused[0].length)),
        start: at,
        end: at + refused[1].length,
        // (Left unanswered where the form asks nothing of it: "sans commentaire" is an empty comment.)
        optional: true,
      });
      continue;
    }
    // "would like to try the gym", "veut essayer l'escalade": what is wished for is the choice.
    const wish = cue ? null : WISH.exec(words);
    if (wish && wish[0].length < words.length) {
      const s = at + wish[0].length;
      out.push({
        text: words.slice(wish[0].length),
        kind: 'words',
        cue: fold(wish[1]),
        start: s,
        end: at + words.length,
      });
      continue;
    }
    // "somewhere in the women's changing rooms by the pool": where it happened, not the "somewhere".
    const where = cue ? null : SOMEWHERE.exec(words);
    if (where && where[0].length < words.length) {
      const s = at + where[0].length;
      out.push({
        text: words.slice(where[0].length),
        kind: 'words',
        cue: 'place',
        start: s,
        end: at + words.length,
      });
      continue;
    }
    out.push({ text: words, kind: 'words', cue, start: at, end: at + words.length });
  }
  // "Player Mark Whitfield", "Partenaire Julie Mercier": the role opening a sentence is the name's
  // cue, not its first word.
  for (const v of out) {
    const role = v.kind === 'name' ? ROLE_BEFORE_NAME.exec(v.text) : null;
    if (!role) continue;
    Object.assign(v, {
      text: v.text.slice(role[0].length),
      start: v.start + role[0].length,
      cue: `${v.cue} ${fold(role[1])}`.trim(),
    });
  }
  // "Madame Élise Masson", "Mr Hugo Lambert": the title is a choice of its own (a civility list),
  // the name is the person's.
  for (const v of [...out]) {
    const title = v.kind === 'name' ? TITLE.exec(v.text) : null;
    if (!title || title[0].length >= v.text.length) continue;
    out.push({ text: title[1], kind: 'words', cue: 'title', start: v.start, end: v.start + title[1].length });
    Object.assign(v, { text: v.text.slice(title[0].length), start: v.start + title[0].length });
  }
  return out.sort((a, b) => a.start - b.start);
}

/**
 * Letters, digits and the marks between them: "GH-456-JK" and "AA-123-AA" have the same shape, as
 * have "14/02/1988" and the "(DD/MM/YYYY)" of a placeholder that says more ("Date of birth (DD/MM/YYYY)").
 */
export function sameShape(value: string, pattern: string): boolean {
  const shape = (s: string) => s.trim().replace(/[A-Za-z0-9]/g, 'x');
  const marked = (s: string) => /[^A-Za-z0-9\s]/.test(s);
  if (marked(pattern) && shape(value) === shape(pattern)) return true;
  // "1234 5678 9012 3456": digits in groups are a shape too.
  if (/^\d+(?:\s\d+)+$/.test(pattern.trim()) && shape(value) === shape(pattern)) return true;
  return pattern
    .split(/\s+/)
    .map((t) => t.replace(/^[([]+|[)\],.;:*]+$/g, ''))
    .some((t) => t.length > 2 && marked(t) && shape(value) === shape(t));
}
