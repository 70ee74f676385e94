import {
  compareCertifications,
  compareEducations,
  comparePositions,
  compareTestimonials,
  toProfileCard,
  type Certification,
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
import { db, findUser, type MockTeamRelation, type MockTestimonial, type MockUser } from './db';
import { toUser } from './factories';

// Rows to wire shapes, exactly as the server serialises them.

export const toCard = (user: MockUser, status: TeamRelationStatus | null = null): ProfileCard =>
  toProfileCard(user, status);

const withoutOwner = <T extends { userId: number }>({ userId: _userId, ...row }: T) => row;
export const toCertification = (row: Certification & { userId: number }): Certification =>
  withoutOwner(row);
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

// The public profile carries neither the account e-mail nor the contact details.
export const toProfile = (user: MockUser): Profile => {
  const {
    email: _email,
    website: _website,
    contactEmail: _contactEmail,
    contactPhone: _contactPhone,
    // An operator's role is theirs to know, never the community's (as the server's toProfile).
    role: _role,
    emailVerified: _emailVerified,
    ...rest
  } = toUser(user);
  return {
    ...rest,
    certifications: ownedBy(db.certifications, user.id)
      .map(toCertification)
      .sort(compareCertifications),
    educations: ownedBy(db.educations, user.id).map(toEducation).sort(compareEducations),
    positions: ownedBy(db.positions, user.id).map(toPosition).sort(comparePositions),
    testimonials: ownedBy(db.testimonials, user.id)
      .filter((row) => row.status === 'published')
      .map(toTestimonial)
      .sort(compareTestimonials),
  };
};

export const toContact = (user: MockUser): ProfileContact => ({
  website: user.website,
  contactEmail: user.contactEmail,
  contactPhone: user.contactPhone,
});
