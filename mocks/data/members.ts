import type {
  ExperienceBucket,
  IndependentStatus,
  LocationCode,
  Profession,
  RegionCode,
} from '@/contract';

// The demo community: two members of every profession, all complete and published, plus the
// signed-in demo member (id 1) and one newcomer whose profile is still incomplete (id 16).

export interface DemoMember {
  id: number;
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
  /** The member's first position started this year (Present): enough months to be complete. */
  since: number;
  title: string;
}

export const DEMO_USER_ID = 1;
export const DEMO_EMAIL = 'alex.morgan@guildhall.test';
export const NEWCOMER_ID = 16;
export const NEWCOMER_EMAIL = 'nora.fields@guildhall.test';

/** The demo member's testimonials, one of each status, at fixed uuids for /testimonial/{uuid}. */
export const DEMO_TESTIMONIAL_UUIDS = {
  published: '11111111-1111-4111-8111-111111111111',
  unpublished: '22222222-2222-4222-8222-222222222222',
  pending: '33333333-3333-4333-8333-333333333333',
} as const;

export const demoMembers: DemoMember[] = [
  { id: 1, firstName: 'Alex', lastName: 'Morgan', profession: 'accounting', experienceYears: 13, independentStatus: 'advanced', city: 'Chicago', region: 'IL', postalCode: '60601', expertises: ['audits', 'tax'], locations: ['IL', 'WI'], since: 2012, title: 'Principal CPA' },
  { id: 2, firstName: 'Priya', lastName: 'Shah', profession: 'coach', experienceYears: 19, independentStatus: 'expert', city: 'Austin', region: 'TX', postalCode: '73301', expertises: ['executive-coaching', 'leadership'], locations: ['ALL'], since: 2004, title: 'Executive Coach' },
  { id: 3, firstName: 'Daniel', lastName: 'Okafor', profession: 'executive', experienceYears: 25, independentStatus: 'expert', city: 'New York', region: 'NY', postalCode: '10001', expertises: ['cfo', 'board'], locations: ['NY', 'NJ'], since: 2000, title: 'Fractional CFO' },
  { id: 4, firstName: 'Maria', lastName: 'Gonzalez', profession: 'finance', experienceYears: 13, independentStatus: 'intermediate', city: 'Miami', region: 'FL', postalCode: '33101', expertises: ['fpa', 'capital-raising'], locations: ['FL'], since: 2011, title: 'Finance Advisor' },
  { id: 5, firstName: 'Hannah', lastName: 'Becker', profession: 'hr', experienceYears: 8, independentStatus: 'rookie', city: 'Denver', region: 'CO', postalCode: '80202', expertises: ['recruiting', 'compensation'], locations: ['CO', 'UT'], since: 2016, title: 'HR Consultant' },
  { id: 6, firstName: 'Kenji', lastName: 'Watanabe', profession: 'it', experienceYears: 19, independentStatus: 'advanced', city: 'Seattle', region: 'WA', postalCode: '98101', expertises: ['security', 'infrastructure'], locations: ['ALL'], since: 2006, title: 'Security Architect' },
  { id: 7, firstName: 'Olivia', lastName: 'Carter', profession: 'legal', experienceYears: 13, independentStatus: 'intermediate', city: 'Boston', region: 'MA', postalCode: '02108', expertises: ['corporate', 'commercial'], locations: ['MA', 'NH'], since: 2010, title: 'Corporate Attorney' },
  { id: 8, firstName: 'Samuel', lastName: 'Reyes', profession: 'accounting', experienceYears: 8, independentStatus: 'rookie', city: 'Phoenix', region: 'AZ', postalCode: '85001', expertises: ['bookkeeping', 'payroll'], locations: ['AZ'], since: 2015, title: 'Accountant' },
  { id: 9, firstName: 'Grace', lastName: 'Kim', profession: 'coach', experienceYears: 13, independentStatus: 'intermediate', city: 'Portland', region: 'OR', postalCode: '97201', expertises: ['career', 'communication'], locations: ['OR', 'WA'], since: 2012, title: 'Career Coach' },
  { id: 10, firstName: 'Thomas', lastName: 'Wright', profession: 'executive', experienceYears: 25, independentStatus: 'expert', city: 'Atlanta', region: 'GA', postalCode: '30301', expertises: ['ceo', 'interim'], locations: ['GA'], since: 1998, title: 'Interim CEO' },
  { id: 11, firstName: 'Aisha', lastName: 'Rahman', profession: 'finance', experienceYears: 19, independentStatus: 'advanced', city: 'Charlotte', region: 'NC', postalCode: '28202', expertises: ['risk', 'treasury'], locations: ['NC', 'SC'], since: 2005, title: 'Treasury Consultant' },
  { id: 12, firstName: 'Lucas', lastName: 'Novak', profession: 'hr', experienceYears: 13, independentStatus: 'intermediate', city: 'Minneapolis', region: 'MN', postalCode: '55401', expertises: ['training', 'culture'], locations: ['MN'], since: 2011, title: 'People Advisor' },
  { id: 13, firstName: 'Emily', lastName: 'Chen', profession: 'it', experienceYears: 8, independentStatus: 'rookie', city: 'San Jose', region: 'CA', postalCode: '95101', expertises: ['data', 'software'], locations: ['CA'], since: 2016, title: 'Data Engineer' },
  { id: 14, firstName: 'Michael', lastName: 'Brooks', profession: 'legal', experienceYears: 25, independentStatus: 'expert', city: 'Philadelphia', region: 'PA', postalCode: '19103', expertises: ['employment', 'arbitration'], locations: ['PA', 'NJ', 'DE'], since: 1999, title: 'Employment Lawyer' },
  { id: 15, firstName: 'Sofia', lastName: 'Rossi', profession: 'finance', experienceYears: 8, independentStatus: 'rookie', city: 'Chicago', region: 'IL', postalCode: '60602', expertises: ['wealth'], locations: ['IL'], since: 2015, title: 'Wealth Advisor' },
];
