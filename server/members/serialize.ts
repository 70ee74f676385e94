import {
  certificationVerificationState,
  visibleContact,
  type Certification,
  type ContactViewer,
  type ContactVisibilities,
  type Education,
  type Position,
  type Profile,
  type ProfileCard,
  type ProfileContact,
  type TeamRelationStatus,
  type Testimonial,
  type User,
} from '../contract';
import type { certifications, educations, positions, testimonials, users } from '../db/schema';

// Rows to wire shapes (the contract's). Stored enum values are trusted because every write
// went through the contract's schemas.

type UserRow = typeof users.$inferSelect;

export const toContactVisibility = (row: UserRow): ContactVisibilities => ({
  contactEmail: row.contactEmailVisibility as ContactVisibilities['contactEmail'],
  contactPhone: row.contactPhoneVisibility as ContactVisibilities['contactPhone'],
  website: row.websiteVisibility as ContactVisibilities['website'],
});

export const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  createdAt: row.createdAt.toISOString(),
  avatar: row.avatar,
  cover: row.cover,
  profession: row.profession as User['profession'],
  experienceYears: row.experienceYears as User['experienceYears'],
  employmentStatus: row.employmentStatus as User['employmentStatus'],
  independentStatus: row.independentStatus as User['independentStatus'],
  city: row.city,
  region: row.region as User['region'],
  postalCode: row.postalCode,
  expertises: row.expertises,
  locations: row.locations as User['locations'],
  summary: row.summary,
  heroMoment: row.heroMoment,
  bio: row.bio,
  contactEmail: row.contactEmail,
  contactPhone: row.contactPhone,
  website: row.website,
  contactVisibility: toContactVisibility(row),
  published: row.published,
  complete: row.complete,
  role: row.role as User['role'],
  emailVerified: row.emailVerifiedAt !== null,
});

// The public profile's own fields: no account e-mail and no contact details (those only
// through toContact, for GET /v1/profiles/{id}/contact, which records the view).
export type PublicUser = Omit<
  Profile,
  'certifications' | 'educations' | 'positions' | 'testimonials' | 'hasContact'
>;
export const toPublicUser = (row: UserRow): PublicUser => {
  const {
    email: _email,
    website: _website,
    contactEmail: _contactEmail,
    contactPhone: _contactPhone,
    contactVisibility: _contactVisibility,
    role: _role,
    emailVerified: _emailVerified,
    ...user
  } = toUser(row);
  return user;
};

/** The member's contact details as `viewer` may see them (issue 24 §4); hidden ones are null. */
export const toContact = (row: UserRow, viewer: ContactViewer): ProfileContact =>
  visibleContact(
    { website: row.website, contactEmail: row.contactEmail, contactPhone: row.contactPhone },
    toContactVisibility(row),
    viewer,
  );

export type CardRow = Pick<
  UserRow,
  'id' | 'firstName' | 'lastName' | 'avatar' | 'profession' | 'city' | 'region' | 'published'
>;

export const toCard = (row: CardRow, status: string | null = null): ProfileCard => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  avatar: row.avatar,
  profession: row.profession as ProfileCard['profession'],
  city: row.city,
  region: row.region as ProfileCard['region'],
  status: status as TeamRelationStatus | null,
  // A member unpublished since (by a reviewer, or suspended) stays in teams and watch lists,
  // shown as no longer listed (docs/architecture.md "Operators and vetting").
  listed: row.published,
});

/** A certification as members read it; a licence's badge is derived at `now` (ctx.now()). */
export const toCertification = (
  row: typeof certifications.$inferSelect,
  now: Date,
): Certification => ({
  id: row.id,
  name: row.name,
  organization: row.organization,
  issuedDate: row.issuedDate,
  expirationDate: row.expirationDate,
  identifier: row.identifier,
  url: row.url,
  kind: row.kind as Certification['kind'],
  jurisdiction: row.jurisdiction as Certification['jurisdiction'],
  verificationState: certificationVerificationState(row, now),
});

export const toEducation = (row: typeof educations.$inferSelect): Education => ({
  id: row.id,
  organization: row.organization,
  degree: row.degree,
  fieldOfStudy: row.fieldOfStudy,
  issuedYear: row.issuedYear,
});

export const toPosition = (row: typeof positions.$inferSelect): Position => ({
  id: row.id,
  title: row.title,
  company: row.company,
  startDate: row.startDate,
  endDate: row.endDate,
  location: row.location,
  description: row.description,
});

// The writer's disclosures; none for a request not yet written or one written before them.
const toProvenance = (row: typeof testimonials.$inferSelect): Testimonial['provenance'] =>
  row.confirmedAt && row.relationship && row.periodFrom !== null && row.paid !== null
    ? {
        relationship: row.relationship as NonNullable<Testimonial['provenance']>['relationship'],
        periodFrom: row.periodFrom,
        periodTo: row.periodTo,
        paid: row.paid,
        conflict: row.conflict ?? '',
        confirmedAt: row.confirmedAt.toISOString(),
      }
    : null;

export const toTestimonial = (
  row: typeof testimonials.$inferSelect,
  requester: CardRow,
): Testimonial => ({
  id: row.id,
  uuid: row.uuid,
  name: row.name,
  company: row.company,
  position: row.position,
  content: row.content,
  status: row.status as Testimonial['status'],
  createdAt: row.createdAt.toISOString(),
  requestedRelationship: row.requestedRelationship as Testimonial['requestedRelationship'],
  provenance: toProvenance(row),
  user: toCard(requester),
});
