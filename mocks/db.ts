import type {
  Certification,
  Education,
  Position,
  TeamRelationStatus,
  TestimonialStatus,
  User,
} from '@/contract';

// One in-memory database for every handler (bulletproof-react's mock layer). Pure TS: it runs
// in Node (Vitest), in the browser (Storybook, dev:mock) and nowhere reaches for I/O.

export interface MockUser extends User {
  password: string;
}
export type MockCertification = Certification & { userId: number };
export type MockEducation = Education & { userId: number };
export type MockPosition = Position & { userId: number };
export interface MockTestimonial {
  id: number;
  uuid: string;
  userId: number;
  name: string;
  email: string;
  company: string | null;
  position: string | null;
  content: string | null;
  status: TestimonialStatus;
  createdAt: string;
  /** When the request e-mail last went out (spec 9: once per seven days). */
  sentAt: string;
}
export interface MockTeamRelation {
  id: number;
  ownerUserId: number;
  memberId: number;
  status: TeamRelationStatus;
}
export interface MockWatch {
  userId: number;
  watchedId: number;
  createdAt: string;
}
/** A contact reveal by another member (GET /v1/profiles/{id}/contact). */
export interface MockContactView {
  viewerId: number;
  memberId: number;
  viewedAt: string;
}
export interface MockSession {
  userId: number;
  accessToken: string;
  refreshToken: string;
}
export interface MockMail {
  to: string;
  kind: 'passwordReset' | 'testimonialRequest' | 'invitation';
  link: string;
}

export interface MockDb {
  users: MockUser[];
  certifications: MockCertification[];
  educations: MockEducation[];
  positions: MockPosition[];
  testimonials: MockTestimonial[];
  team: MockTeamRelation[];
  watching: MockWatch[];
  contactViews: MockContactView[];
  sessions: MockSession[];
  /** Rotated refresh tokens and the token issued for each (the server's reuse window). */
  rotatedRefreshTokens: Array<{ token: string; child: string; at: number }>;
  resetTokens: Array<{ token: string; userId: number }>;
  posts: Array<{ id: number; userId: number; link: string }>;
  invitations: Array<{ id: number; userId: number; email: string; name: string | null }>;
  backgroundChecks: Array<{ userId: number; submittedAt: string }>;
  /** `stored` once the file arrived; only stored uploads can become an avatar or cover. */
  uploads: Array<{ key: string; contentType: string; stored: boolean }>;
  outbox: MockMail[];
  /** Knobs a test may turn (reset with the db). */
  settings: { accessTokenTtlSeconds: number };
  /** One counter for every id and token, so a reset db gives the same values again. */
  sequence: number;
}

const emptyDb = (): MockDb => ({
  users: [],
  certifications: [],
  educations: [],
  positions: [],
  testimonials: [],
  team: [],
  watching: [],
  contactViews: [],
  sessions: [],
  rotatedRefreshTokens: [],
  resetTokens: [],
  posts: [],
  invitations: [],
  backgroundChecks: [],
  uploads: [],
  outbox: [],
  settings: { accessTokenTtlSeconds: 3600 },
  sequence: 1000,
});

export const db: MockDb = emptyDb();

/** Empties every table (`resetDb` in ./reset also loads the demo data). */
export function clearDb(): MockDb {
  Object.assign(db, emptyDb());
  return db;
}

export const nextId = (): number => {
  db.sequence += 1;
  return db.sequence;
};

/** A deterministic uuid (v4 layout) from the sequence: stories and snapshots stay stable. */
export const nextUuid = (): string => {
  const hex = nextId().toString(16).padStart(12, '0');
  return `00000000-0000-4000-8000-${hex}`;
};

export const findUser = (id: number): MockUser | undefined => db.users.find((u) => u.id === id);
export const findUserByEmail = (email: string): MockUser | undefined =>
  db.users.find((u) => u.email === email.trim().toLowerCase());
