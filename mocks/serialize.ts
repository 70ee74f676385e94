import {
  certificationVerificationState,
  compareCertifications,
  compareEducations,
  comparePositions,
  compareTestimonials,
  hasVisibleContact,
  needsTeamCheck,
  toProfileCard,
  visibleContact,
  type Certification,
  type ContactViewer,
  type Education,
  type Position,
  type Profile,
  type ProfileCard,
  type ProfileContact,
  type TeamMember,
  type TeamRelation,
  type TeamRelationStatus,
  type Testimonial,
} from '@/contract';
import {
  db,
  findUser,
  type MockCertification,
  type MockTeamRelation,
  type MockTestimonial,
  type MockUser,
} from './db';
import { toUser } from './factories';

// Rows to wire shapes, exactly as the server serialises them.

export const toCard = (user: MockUser, status: TeamRelationStatus | null = null): ProfileCard =>
  toProfileCard(user, status);

const withoutOwner = <T extends { userId: number }>({ userId: _userId, ...row }: T) => row;
// `verificationState` is stored as the server stores it (unverified, verified, revoked; a
// certification's is ignored) and answered as the badge reads now (expiring, expired).
export const toCertification = (
  {
    // The ledger's decision stays out of the certification (a receipt shows what it may).
    verifiedAt: _verifiedAt,
    verificationSource: _verificationSource,
    verifiedBy: _verifiedBy,
    verificationNote: _verificationNote,
    expiryReminderDays: _expiryReminderDays,
    updatedAt: _updatedAt,
    ...row
  }: MockCertification,
  now: Date = new Date(),
): Certification => ({
  ...withoutOwner(row),
  verificationState: certificationVerificationState(
    { ...row, verificationState: row.verificationState ?? 'unverified' },
    now,
  ),
});
export const toEducation = (row: Education & { userId: number }): Education => withoutOwner(row);
export const toPosition = (row: Position & { userId: number }): Position => withoutOwner(row);

export const toTestimonial = (row: MockTestimonial): Testimonial => {
  const requester = findUser(row.userId);
  if (!requester) throw new Error(`Testimonial ${row.id} has no requester`);
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    company: row.company,
    position: row.position,
    content: row.content,
    status: row.status,
    createdAt: row.createdAt,
    requestedRelationship: row.requestedRelationship ?? null,
    provenance: row.provenance ?? null,
    user: toCard(requester),
  };
};

export const toTeamRelation = (row: MockTeamRelation): TeamRelation => ({
  id: row.id,
  memberId: row.memberId,
  ownerUserId: row.ownerUserId,
  teamOwnerId: row.ownerUserId,
  status: row.status,
});

export const toTeamMember = (row: MockTeamRelation): TeamMember | null => {
  const member = findUser(row.memberId);
  return member ? { ...toTeamRelation(row), profile: toCard(member, row.status) } : null;
};

const ownedBy = <T extends { userId: number }>(rows: T[], userId: number) =>
  rows.filter((row) => row.userId === userId);

const contactOf = (user: MockUser) => ({
  website: user.website,
  contactEmail: user.contactEmail,
  contactPhone: user.contactPhone,
});

/** An accepted team relation between the two, whichever owns it (as the server's team repository). */
const areTeamMates = (a: number, b: number): boolean =>
  db.team.some(
    (row) =>
      row.status === 'accepted' &&
      ((row.ownerUserId === a && row.memberId === b) ||
        (row.ownerUserId === b && row.memberId === a)),
  );

/** The viewer as the member's contact choices know them (as server/members/contact.ts). */
export function contactViewerOf(user: MockUser, viewerId: number | undefined): ContactViewer {
  if (viewerId === undefined) return 'anonymous';
  if (viewerId === user.id) return 'self';
  if (!needsTeamCheck(contactOf(user), user.contactVisibility)) return 'member';
  return areTeamMates(viewerId, user.id) ? 'team' : 'member';
}

// The public profile carries neither the account e-mail nor the contact details; only whether
// Contact Info shows this viewer anything.
export const toProfile = (
  user: MockUser,
  viewerId?: number,
  /** "View my profile as" (issue 39 §8): answered as to this viewer instead. */
  preview?: ContactViewer,
): Profile => {
  const {
    email: _email,
    website: _website,
    contactEmail: _contactEmail,
    contactPhone: _contactPhone,
    contactVisibility: _contactVisibility,
    // An operator's role is theirs to know, never the community's (as the server's toProfile).
    role: _role,
    emailVerified: _emailVerified,
    ...rest
  } = toUser(user);
  return {
    ...rest,
    certifications: ownedBy(db.certifications, user.id)
      .map((row) => toCertification(row))
      .sort(compareCertifications),
    educations: ownedBy(db.educations, user.id).map(toEducation).sort(compareEducations),
    positions: ownedBy(db.positions, user.id).map(toPosition).sort(comparePositions),
    testimonials: ownedBy(db.testimonials, user.id)
      .filter((row) => row.status === 'published')
      .map(toTestimonial)
      .sort(compareTestimonials),
    hasContact: hasVisibleContact(
      contactOf(user),
      user.contactVisibility,
      preview ?? contactViewerOf(user, viewerId),
    ),
  };
};

/** The contact details `viewerId` may see (issue 24 §4); hidden ones are null. */
export const toContact = (
  user: MockUser,
  viewerId: number,
  preview?: ContactViewer,
): ProfileContact =>
  visibleContact(
    contactOf(user),
    user.contactVisibility,
    preview ?? contactViewerOf(user, viewerId),
  );
