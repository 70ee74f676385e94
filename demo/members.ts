import {
  EXPERTISES,
  PROFESSIONS,
  type ExperienceBucket,
  type IndependentStatus,
  type LocationCode,
  type Profession,
  type RegionCode,
} from '../src/contract/index';

// Generated demo members: names come from the member's number (every full name in the demo
// community distinct, no first or last name shared), the rest from a seeded PRNG (mulberry32,
// never Math.random), so every fresh install, mock and story shows the same people.
// Imports reach the contract by a relative path: tsx (the seed, the benchmark) reads no alias.

export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rng = () => number;
export const pick = <T>(rng: Rng, items: readonly T[]): T =>
  items[Math.floor(rng() * items.length)]!;

// 71 of each (a prime): member i takes first name i and last name (i × 29) mod 71, so the first
// 71 members have distinct first names and distinct last names, in varied pairs. Larger
// generated sets (benchmarks) repeat names; their e-mails stay unique by number.
// prettier-ignore
const FIRST_NAMES = [
  'Avery', 'Jordan', 'Priya', 'Elena', 'Marcus', 'Grace', 'Daniel', 'Sofia', 'Omar', 'Hannah',
  'Victor', 'Naomi', 'Samuel', 'Leah', 'Isaac', 'Camila', 'Theo', 'Aisha', 'Gabriel', 'Ruth',
  'Malik', 'Chloe', 'Felix', 'Ingrid', 'Rafael', 'Mei', 'Jonah', 'Lucia', 'Desmond', 'Beatrice',
  'Kofi', 'Yara', 'Henrik', 'Anjali', 'Mateo', 'Fiona', 'Tobias', 'Zainab', 'Lorenzo', 'Harper',
  'Wesley', 'Imani', 'Sebastian', 'Nadia', 'Julian', 'Esther', 'Kenji', 'Rosa', 'Adrian', 'Talia',
  'Caleb', 'Leila', 'Oscar', 'Miriam', 'Dmitri', 'Paloma', 'Everett', 'Sana', 'Hugo', 'Vivian',
  'Nikhil', 'Celeste', 'Silas', 'Amara', 'Declan', 'Noor', 'Quentin', 'Willa', 'Ezra', 'Lena',
  'Rowan',
] as const;
// prettier-ignore
const LAST_NAMES = [
  'Whitaker', 'Okafor', 'Lindqvist', 'Ramirez', 'Chen', 'Abernathy', 'Patel', 'Novak', 'Moreau',
  'Haddad', 'Sullivan', 'Kowalski', 'Nakamura', 'Fitzgerald', 'Delgado', 'Brennan', 'Ivanova',
  'Mensah', 'Castillo', 'Holloway', 'Yamamoto', 'Guerrero', 'Stein', 'Adeyemi', 'Larsen',
  'Bianchi', 'Oyelaran', 'Schultz', 'Takahashi', 'Duarte', 'Gallagher', 'Petrov', 'Achebe',
  'Lindgren', 'Varga', 'Montoya', 'Kaplan', 'Osei', 'Bergstrom', 'Ferreira', 'Horvath', 'Quinn',
  'Rasmussen', 'Salazar', 'Tanaka', 'Ueda', 'Vasquez', 'Weber', 'Xu', 'Yilmaz', 'Zamora',
  'Ashworth', 'Beaumont', 'Calloway', 'Dunmore', 'Ellison', 'Farrow', 'Greenberg', 'Hargrove',
  'Iverson', 'Jablonski', 'Kincaid', 'Lockhart', 'Marchetti', 'Nyberg', 'Ortega', 'Pemberton',
  'Rutherford', 'Sorensen', 'Thornton', 'Underwood',
] as const;
const NAME_STRIDE = 29;

/** Member number `index`'s name: distinct first and last names for the first 71 members. */
export const demoName = (index: number): { firstName: string; lastName: string } => ({
  firstName: FIRST_NAMES[index % FIRST_NAMES.length]!,
  lastName: LAST_NAMES[(index * NAME_STRIDE) % LAST_NAMES.length]!,
});

const CITIES = [
  ['Austin', 'TX'],
  ['Denver', 'CO'],
  ['Portland', 'OR'],
  ['Chicago', 'IL'],
  ['Boston', 'MA'],
  ['Atlanta', 'GA'],
  ['Seattle', 'WA'],
  ['Phoenix', 'AZ'],
  ['Raleigh', 'NC'],
  ['Nashville', 'TN'],
  ['Miami', 'FL'],
  ['Minneapolis', 'MN'],
  ['Columbus', 'OH'],
  ['San Diego', 'CA'],
  ['Salt Lake City', 'UT'],
  ['Richmond', 'VA'],
  ['Madison', 'WI'],
  ['Boise', 'ID'],
  ['Albuquerque', 'NM'],
  ['Pittsburgh', 'PA'],
  ['Brooklyn', 'NY'],
  ['Baltimore', 'MD'],
  ['Kansas City', 'MO'],
  ['New Orleans', 'LA'],
  ['Honolulu', 'HI'],
  ['Anchorage', 'AK'],
] as const satisfies readonly (readonly [string, RegionCode])[];
const COMPANIES = [
  'Northwind Advisory',
  'Harbor & Pine',
  'Summit Ledger',
  'Bluebird Partners',
  'Keystone Group',
  'Meridian Works',
  'Oakline Consulting',
  'Ridgeway Capital',
  'Lantern Legal',
  'Crescent Labs',
] as const;
const SCHOOLS = [
  'University of Michigan',
  'Georgetown University',
  'University of Texas at Austin',
  'Ohio State University',
  'University of Washington',
  'Boston College',
  'Duke University',
] as const;
const DEGREES = ['BA', 'BS', 'MBA', 'MS', 'JD', 'MA'] as const;
/** How a bio names each profession's field ("13+ years in business coaching"). */
const FIELDS: Record<Profession, string> = {
  accounting: 'accounting',
  coach: 'business coaching',
  executive: 'executive and board roles',
  finance: 'finance',
  hr: 'people operations',
  it: 'technology',
  legal: 'law',
};

const TITLES: Record<Profession, readonly string[]> = {
  accounting: ['Senior Accountant', 'Controller', 'Audit Manager'],
  coach: ['Leadership Coach', 'Executive Coach', 'Team Facilitator'],
  executive: ['Chief Operating Officer', 'Board Director', 'General Manager'],
  finance: ['Finance Director', 'FP&A Lead', 'Fractional CFO'],
  hr: ['HR Business Partner', 'Head of People', 'Talent Director'],
  it: ['Solutions Architect', 'Engineering Manager', 'Fractional CTO'],
  legal: ['Associate Attorney', 'General Counsel', 'Partner'],
};
const STATUSES: readonly IndependentStatus[] = ['rookie', 'intermediate', 'advanced', 'expert'];
const BUCKETS: readonly ExperienceBucket[] = [8, 13, 19, 25];

export interface DemoPosition {
  title: string;
  company: string;
  startDate: string;
  endDate: string | null;
  location: string;
  description: string;
}

export interface DemoMember {
  email: string;
  firstName: string;
  lastName: string;
  profession: Profession;
  experienceYears: ExperienceBucket;
  independentStatus: IndependentStatus;
  city: string;
  region: RegionCode;
  postalCode: string;
  expertises: string[];
  locations: LocationCode[];
  summary: string;
  heroMoment: string;
  bio: string;
  contactEmail: string;
  contactPhone: string;
  website: string;
  positions: DemoPosition[];
  education: { organization: string; degree: string; fieldOfStudy: string; issuedYear: number };
  certification: {
    name: string;
    organization: string;
    issuedDate: string;
    identifier: string;
  } | null;
}

const month = (year: number, m: number) => `${year}-${String(m).padStart(2, '0')}-01`;

/** Member number `index` of a seeded community: complete by the shared rule. */

/** A title inside a sentence: lower case, but acronyms (HR, CFO, IT) kept as they are. */
const inSentence = (title: string) =>
  title
    .split(' ')
    .map((word) => (/^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase()))
    .join(' ');

export function demoMember(rng: Rng, index: number, emailDomain = 'guildhall.local'): DemoMember {
  const profession = PROFESSIONS[index % PROFESSIONS.length]!;
  const { firstName, lastName } = demoName(index);
  const [city, region] = pick(rng, CITIES);
  const options: readonly { key: string }[] = EXPERTISES[profession];
  const expertises = [...new Set([pick(rng, options).key, pick(rng, options).key])];
  const roll = rng();
  const other = pick(rng, CITIES)[1];
  const locations: LocationCode[] =
    roll < 0.2 ? ['ALL'] : roll < 0.6 || other === region ? [region] : [region, other];
  const experienceYears = pick(rng, BUCKETS);
  // At least a year beyond the bucket's floor: the career spans the 96 months completion asks
  // for whatever month it started in.
  const firstStart = 2026 - experienceYears - 1 - Math.floor(rng() * 3);
  const switchYear = firstStart + 6 + Math.floor(rng() * 4);
  const slug = `${firstName}.${lastName}`.toLowerCase();
  const company = pick(rng, COMPANIES);
  const title = pick(rng, TITLES[profession]);
  const field = FIELDS[profession];
  return {
    email: `${slug}.${index}@${emailDomain}`,
    firstName,
    lastName,
    profession,
    experienceYears,
    independentStatus: pick(rng, STATUSES),
    city,
    region,
    postalCode: String(10000 + Math.floor(rng() * 89999)),
    expertises,
    locations,
    summary: `Independent ${inSentence(title)} who brings big-firm rigour to growing businesses.`,
    heroMoment: `Guided ${company} through a turnaround that doubled its margins in two years.`,
    bio: `${firstName} has spent ${experienceYears}+ years in ${field} and now works independently with founders and boards across ${city} and beyond.`,
    contactEmail: `hello@${lastName.toLowerCase()}-${index}.example.com`,
    contactPhone: `1${String(2002000000 + Math.floor(rng() * 7000000000)).slice(0, 10)}`,
    website: `https://${lastName.toLowerCase()}-${index}.example.com`,
    positions: [
      {
        title,
        company,
        startDate: month(firstStart, 1 + Math.floor(rng() * 12)),
        endDate: month(switchYear, 6),
        location: `${city}, ${region}`,
        description: 'Led a team of specialists and owned client relationships end to end.',
      },
      {
        title: `Independent ${title}`,
        company: `${lastName} Advisory`,
        startDate: month(switchYear, 7),
        endDate: null,
        location: `${city}, ${region}`,
        description: 'Advises owner-led companies on the decisions that matter most.',
      },
    ],
    education: {
      organization: pick(rng, SCHOOLS),
      degree: profession === 'legal' ? 'JD' : pick(rng, DEGREES),
      fieldOfStudy: profession === 'legal' ? 'Law' : 'Business Administration',
      issuedYear: firstStart - 1,
    },
    certification:
      profession === 'legal' || rng() < 0.3
        ? {
            name: profession === 'legal' ? 'State Bar Admission' : 'Certified Professional',
            organization: profession === 'legal' ? `State Bar of ${region}` : 'National Board',
            issuedDate: month(firstStart, 9),
            identifier: `LIC-${100000 + index}`,
          }
        : null,
  };
}

/** `count` members from a seed; e-mails are unique per (seed, index). */
export function generateMembers(count: number, seed: number, firstIndex = 0): DemoMember[] {
  const rng = mulberry32(seed);
  return Array.from({ length: count }, (_, i) => demoMember(rng, firstIndex + i));
}
