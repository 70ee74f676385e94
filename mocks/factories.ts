import { DEFAULT_CONTACT_VISIBILITY, type User } from '@/contract';
import { DEMO_PASSWORD } from '@demo/community';
import {
  db,
  nextId,
  nextUuid,
  type MockCertification,
  type MockEducation,
  type MockPosition,
  type MockTeamRelation,
  type MockTestimonial,
  type MockUser,
  type MockWatch,
} from './db';

// create<Thing>(overrides): inserts a row with sensible defaults and returns it.

/** Every mock member's password: the demo login's, as on the server's demo community. */
export { DEMO_PASSWORD };
const CREATED_AT = '2026-01-15T12:00:00.000Z';

export function createUser(overrides: Partial<MockUser> = {}): MockUser {
  const id = overrides.id ?? nextId();
  const user: MockUser = {
    id,
    email: `member${id}@guildhall.test`,
    password: DEMO_PASSWORD,
    firstName: 'Member',
    lastName: `No${id}`,
    createdAt: CREATED_AT,
    avatar: null,
    cover: null,
    profession: null,
    experienceYears: null,
    employmentStatus: null,
    independentStatus: null,
    city: null,
    region: null,
    postalCode: null,
    expertises: [],
    locations: [],
    summary: null,
    heroMoment: null,
    bio: null,
    contactEmail: null,
    contactPhone: null,
    website: null,
    contactVisibility: { ...DEFAULT_CONTACT_VISIBILITY },
    published: false,
    complete: false,
    role: 'member',
    // As the demo community and accounts older than verification (issue 23).
    emailVerified: true,
    ...overrides,
  };
  db.users.push(user);
  return user;
}

/** The wire shape of a user: everything but the password. */
export const toUser = (user: MockUser): User => {
  const { password: _password, ...wire } = user;
  return wire;
};

export function createCertification(
  userId: number,
  overrides: Partial<MockCertification> = {},
): MockCertification {
  const row: MockCertification = {
    id: nextId(),
    userId,
    name: 'Certified Public Accountant',
    organization: 'State Board of Accountancy',
    issuedDate: '2012-06-01',
    expirationDate: null,
    identifier: null,
    url: null,
    kind: 'certification',
    jurisdiction: null,
    verificationState: 'unverified',
    ...overrides,
  };
  db.certifications.push(row);
  return row;
}

export function createEducation(
  userId: number,
  overrides: Partial<MockEducation> = {},
): MockEducation {
  const row: MockEducation = {
    id: nextId(),
    userId,
    organization: 'State University',
    degree: 'Bachelor of Science',
    fieldOfStudy: null,
    issuedYear: 2005,
    ...overrides,
  };
  db.educations.push(row);
  return row;
}

export function createPosition(
  userId: number,
  overrides: Partial<MockPosition> = {},
): MockPosition {
  const row: MockPosition = {
    id: nextId(),
    userId,
    title: 'Principal',
    company: 'Independent practice',
    startDate: '2014-01-01',
    endDate: null,
    location: null,
    description: null,
    ...overrides,
  };
  db.positions.push(row);
  return row;
}

export function createTestimonial(
  userId: number,
  overrides: Partial<MockTestimonial> = {},
): MockTestimonial {
  const row: MockTestimonial = {
    id: nextId(),
    uuid: nextUuid(),
    userId,
    name: 'Jordan Lee',
    email: 'jordan.lee@example.com',
    company: null,
    position: null,
    content: null,
    status: 'pending',
    createdAt: CREATED_AT,
    sentAt: CREATED_AT,
    ...overrides,
  };
  db.testimonials.push(row);
  return row;
}

export function createTeamRelation(
  ownerUserId: number,
  memberId: number,
  overrides: Partial<MockTeamRelation> = {},
): MockTeamRelation {
  const row: MockTeamRelation = {
    id: nextId(),
    ownerUserId,
    memberId,
    status: 'pending',
    ...overrides,
  };
  db.team.push(row);
  return row;
}

export function createWatch(userId: number, watchedId: number, createdAt = CREATED_AT): MockWatch {
  const row: MockWatch = { userId, watchedId, createdAt };
  db.watching.push(row);
  return row;
}
