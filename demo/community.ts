import {
  addBusinessDays,
  NOTICE_RESPONSE_BUSINESS_DAYS,
  type EligibilityChange,
  type ReviewReason,
  type ReviewState,
  type ReviewTrigger,
  type TestimonialStatus,
} from '../src/contract/index';
import { generateMembers, type DemoMember } from './members';

// The demo community, described once: the server's seed inserts it into an empty database and
// the MSW mocks load it into their in-memory db, so `npm start`, `npm run dev:mock` and
// Storybook show the same members, testimonials, teams and demo login. Rows refer to members
// by index; both sides insert members in this order from id 1, so index i is id i + 1.

/** The demo login (README); every demo member shares this password. */
export const DEMO_LOGIN = { email: 'demo@guildhall.local', password: 'guildhall-demo' } as const;
export const DEMO_EMAIL: string = DEMO_LOGIN.email;
export const DEMO_PASSWORD = DEMO_LOGIN.password;
export const DEMO_MEMBER_COUNT = 70;
const DEMO_SEED = 20261121;

/** The demo member's id: the first row of a fresh database and of the mock db. */
export const DEMO_USER_ID = 1;
/** A newcomer (signed up, basic info only, neither complete nor published), after the members. */
export const NEWCOMER_ID = DEMO_MEMBER_COUNT + 1;
export const NEWCOMER_EMAIL = 'newcomer@guildhall.local';

/**
 * The demo operator (docs/architecture.md "Operators and vetting"): an admin account with the
 * demo password, after the newcomer. Not a listed member (never published, so never in search);
 * it started and decided the demo community's reviews that name an operator.
 */
export const DEMO_OPERATOR_ID = NEWCOMER_ID + 1;
export const DEMO_OPERATOR = {
  email: 'operator@guildhall.local',
  firstName: 'Olivia',
  lastName: 'Marsh',
  role: 'admin',
} as const;
export const DEMO_OPERATOR_EMAIL: string = DEMO_OPERATOR.email;

/** The demo member's testimonials, one of each status, at fixed uuids for /testimonial/{uuid}. */
export const DEMO_TESTIMONIAL_UUIDS = {
  published: '11111111-1111-4111-8111-111111111111',
  unpublished: '22222222-2222-4222-8222-222222222222',
  pending: '33333333-3333-4333-8333-333333333333',
} as const;

export const TESTIMONIAL_TEXTS = [
  'Sharp, calm under pressure and always two steps ahead. Our board trusted every recommendation.',
  'Brought clarity to a messy situation within weeks. I would hire them again without hesitation.',
  'A rare mix of expertise and warmth. Our team still uses the playbooks they left behind.',
] as const;

/** The newcomer has only the basic fields of a member: no career, bio or contact yet. */
export type DemoNewcomer = Pick<
  DemoMember,
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'profession'
  | 'experienceYears'
  | 'independentStatus'
  | 'city'
  | 'region'
  | 'postalCode'
  | 'expertises'
  | 'locations'
>;

export interface DemoTestimonial {
  /** Index of the member it is about. */
  member: number;
  /** Fixed for the demo member's three; others get a fresh one where they are inserted. */
  uuid: string | null;
  name: string;
  email: string;
  company: string | null;
  position: string | null;
  content: string | null;
  status: TestimonialStatus;
  /** When the request e-mail went out (and the row was created), ISO. */
  sentAt: string;
}

export interface DemoRelation {
  owner: number;
  member: number;
  status: 'accepted' | 'pending';
}

export interface DemoWatch {
  user: number;
  watched: number;
  createdAt: string;
}

/**
 * A review of a member's background check (oldest first per member). `operator` says the demo
 * operator started it (and sent the notice); a decided review without one was decided by the
 * server itself (the audit log's `system` actor).
 */
export interface DemoReview {
  /** Index of the member it is about. */
  member: number;
  trigger: ReviewTrigger;
  state: ReviewState;
  openedAt: string;
  startedAt: string | null;
  operator: boolean;
  decidedAt: string | null;
  reason: ReviewReason | null;
  noticeSentAt: string | null;
  noticeDueAt: string | null;
  /** What changed, for a review opened by a change of eligibility answers. */
  changes: EligibilityChange[];
}

export interface DemoCommunity {
  /** Complete, published members; index 0 is the demo login. */
  members: DemoMember[];
  newcomer: DemoNewcomer;
  testimonials: DemoTestimonial[];
  team: DemoRelation[];
  watching: DemoWatch[];
  /** Every member's background check was cleared but four: the queue's content. */
  reviews: DemoReview[];
}

/** When the demo members joined (fixed, so stories and snapshots stay stable). */
export const DEMO_JOINED_AT = '2026-01-15T12:00:00.000Z';

const newcomer: DemoNewcomer = {
  email: NEWCOMER_EMAIL,
  firstName: 'Nora',
  lastName: 'Fields',
  profession: 'hr',
  experienceYears: 8,
  independentStatus: 'rookie',
  city: 'Madison',
  region: 'WI',
  postalCode: '53703',
  expertises: ['recruiting'],
  locations: ['WI'],
};

export function demoCommunity(): DemoCommunity {
  const members = generateMembers(DEMO_MEMBER_COUNT, DEMO_SEED);
  // Member 0 is the demo login: a complete, published accounting profile.
  const generated = members[0]!;
  members[0] = {
    ...generated,
    email: DEMO_LOGIN.email,
    firstName: 'Dana',
    lastName: 'Demo',
    // The generated bio opens with the generated first name.
    bio: generated.bio.replace(generated.firstName, 'Dana'),
  };

  // Published testimonials for three in four members; the demo member has one of each status.
  const others = members.slice(1).flatMap((_, i): DemoTestimonial[] =>
    i % 4 === 3
      ? []
      : [
          {
            member: i + 1,
            uuid: null,
            name: `${members[(i + 5) % members.length]!.firstName} ${members[(i + 9) % members.length]!.lastName}`,
            email: `writer${i}@example.com`,
            company: `${members[(i + 3) % members.length]!.lastName} & Co`,
            position: 'Managing Director',
            content: TESTIMONIAL_TEXTS[i % TESTIMONIAL_TEXTS.length]!,
            status: 'published',
            sentAt: '2026-02-01T15:00:00.000Z',
          },
        ],
  );
  const demo: DemoTestimonial[] = [
    {
      member: 0,
      uuid: DEMO_TESTIMONIAL_UUIDS.published,
      name: 'Ada Brooks',
      email: 'ada.brooks@example.com',
      company: 'Brooks Carter LLP',
      position: 'Partner',
      content: TESTIMONIAL_TEXTS[0],
      status: 'published',
      sentAt: '2026-03-01T15:00:00.000Z',
    },
    {
      member: 0,
      uuid: DEMO_TESTIMONIAL_UUIDS.unpublished,
      name: 'Ben Carter',
      email: 'ben.carter@example.com',
      company: 'Blue Harbor Logistics',
      position: 'Controller',
      content: TESTIMONIAL_TEXTS[1],
      status: 'unpublished',
      sentAt: '2026-05-18T15:00:00.000Z',
    },
    {
      member: 0,
      uuid: DEMO_TESTIMONIAL_UUIDS.pending,
      name: 'Cleo Diaz',
      email: 'cleo.diaz@example.com',
      company: null,
      position: null,
      content: null,
      status: 'pending',
      sentAt: '2026-11-10T15:00:00.000Z',
    },
  ];

  // The demo member's team (3 accepted, 1 pending), an invitation to another team, and some
  // relations between other members so team pages are not empty.
  const team: DemoRelation[] = [
    { owner: 0, member: 1, status: 'accepted' },
    { owner: 0, member: 2, status: 'accepted' },
    { owner: 0, member: 3, status: 'accepted' },
    { owner: 0, member: 4, status: 'pending' },
    { owner: 5, member: 0, status: 'pending' },
  ];
  for (let i = 6; i < 36; i += 3) {
    team.push({ owner: i, member: i + 1, status: i % 2 === 0 ? 'accepted' : 'pending' });
  }
  const watching: DemoWatch[] = [7, 8, 9, 10].map((watched, i) => ({
    user: 0,
    watched,
    createdAt: `2026-10-0${i + 1}T12:00:00.000Z`,
  }));
  return {
    members,
    newcomer,
    testimonials: [...demo, ...others],
    team,
    watching,
    reviews: demoReviews(members),
  };
}

/** When the demo community's checks were cleared (by the server: the system actor). */
export const DEMO_CLEARED_AT = '2026-01-16T12:00:00.000Z';

/** Members whose review waits in the queue: none of them is the demo login or on its lists. */
export const DEMO_WAITING_MEMBERS = {
  submitted: 12,
  eligibilityChanged: 23,
  inReview: 34,
  notice: 45,
} as const;

function demoReviews(members: DemoMember[]): DemoReview[] {
  const review = (member: number, fields: Partial<DemoReview>): DemoReview => ({
    member,
    trigger: 'submission',
    state: 'submitted',
    openedAt: DEMO_JOINED_AT,
    startedAt: null,
    operator: false,
    decidedAt: null,
    reason: null,
    noticeSentAt: null,
    noticeDueAt: null,
    changes: [],
    ...fields,
  });
  const cleared = (member: number) =>
    review(member, { state: 'cleared', decidedAt: DEMO_CLEARED_AT, reason: 'verified' });
  const waiting = DEMO_WAITING_MEMBERS;
  const noticeSentAt = '2026-11-18T15:00:00.000Z';
  // A published member who since changed an answer eligibility rests on: their experience.
  const changed = members[waiting.eligibilityChanged]!;
  // Every date before Storybook's fixed clock (21 November 2026, 15:00 UTC), so the queue's
  // waiting times read as they would on that day.
  const changedAt = '2026-11-20T16:30:00.000Z';
  const earlier = changed.experienceYears === 25 ? 19 : 25;
  return [
    ...members.flatMap((_, index) =>
      index === waiting.submitted || index === waiting.inReview || index === waiting.notice
        ? []
        : [cleared(index)],
    ),
    review(waiting.submitted, { openedAt: '2026-11-19T09:00:00.000Z' }),
    review(waiting.eligibilityChanged, {
      trigger: 'eligibility_changed',
      openedAt: changedAt,
      changes: [
        { field: 'experienceYears', from: earlier, to: changed.experienceYears, changedAt },
      ],
    }),
    review(waiting.inReview, {
      state: 'in_review',
      openedAt: '2026-11-20T10:00:00.000Z',
      startedAt: '2026-11-21T14:00:00.000Z',
      operator: true,
    }),
    review(waiting.notice, {
      state: 'notice',
      openedAt: '2026-11-16T11:00:00.000Z',
      startedAt: '2026-11-17T09:30:00.000Z',
      operator: true,
      reason: 'experience_short',
      noticeSentAt,
      noticeDueAt: addBusinessDays(
        new Date(noticeSentAt),
        NOTICE_RESPONSE_BUSINESS_DAYS,
      ).toISOString(),
    }),
  ];
}
