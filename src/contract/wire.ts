import { monthDate, toMonthStart, yearMonthOf } from './dates';
import type { ImageContentType } from './enums';
import { IMAGE_CONTENT_TYPES } from './enums';
import { IMAGE_MAX_BYTES } from './limits';
import { messages } from './messages';
import type { ClientCredentials, LoginForm, PasswordGrantBody } from './schemas/auth';
import type { Certification, Education, Position } from './schemas/career';
import type { ProfileCard } from './schemas/card';
import type {
  Testimonial,
  TestimonialWriteBody,
  TestimonialWriteForm,
} from './schemas/testimonials';

// The contract's plain functions over its wire shapes: forms to bodies, sort orders, the image
// check (the community search has its own, ./profileSearch). They import the schemas' types only, so
// code that needs them (every store, the API client) does not load zod; the schemas load with
// the screens that validate.

export const toPasswordGrantBody = (
  form: LoginForm,
  client: ClientCredentials,
): PasswordGrantBody => ({
  grantType: 'password',
  ...client,
  username: form.email,
  password: form.password,
});

// The check before asking for an upload; null when fine, else the toast text (spec 5).
// Takes the two properties a File has, so it runs in the browser, the mocks and the server.
export const imageFileProblem = (file: { type: string; size: number }): string | null =>
  (IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type) &&
  file.size > 0 &&
  file.size < IMAGE_MAX_BYTES
    ? null
    : messages.image;

export const isImageContentType = (value: string): value is ImageContentType =>
  (IMAGE_CONTENT_TYPES as readonly string[]).includes(value);

// ---- Sort orders (spec 9), newest first; ties by id so lists are deterministic ----

const desc = (a: string | number, b: string | number): number => (a < b ? 1 : a > b ? -1 : 0);
export const compareCertifications = (a: Certification, b: Certification): number =>
  desc(a.issuedDate, b.issuedDate) || desc(a.id, b.id);
export const compareEducations = (a: Education, b: Education): number =>
  desc(a.issuedYear, b.issuedYear) || desc(a.id, b.id);
export const comparePositions = (a: Position, b: Position): number =>
  desc(a.startDate, b.startDate) || desc(a.id, b.id);
export { desc as compareDescending };

// A license is expired once its expiry month has passed (it still counts for the month itself).
export const isCertificationExpired = (
  certification: Pick<Certification, 'expirationDate'>,
  now: Date,
): boolean =>
  certification.expirationDate !== null &&
  toMonthStart(certification.expirationDate) <
    monthDate(yearMonthOf(now).year, yearMonthOf(now).month);

export const compareTestimonials = (a: Testimonial, b: Testimonial): number =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id;

/** Issue 24: a member's own account or contact e-mail cannot be asked for a testimonial. */
export const isOwnTestimonialAddress = (
  email: string,
  member: { email: string; contactEmail: string | null },
): boolean => {
  const address = email.trim().toLowerCase();
  return [member.email, member.contactEmail].some(
    (own) => own !== null && own.trim().toLowerCase() === address,
  );
};

export const toTestimonialWriteBody = (
  form: TestimonialWriteForm,
  uuid: string,
): TestimonialWriteBody => ({
  company: form.company,
  position: form.position,
  content: form.content,
  relationship: form.relationship,
  periodFrom: form.periodFrom,
  periodTo: form.periodTo,
  paid: form.paid === 'yes',
  // The description is sent only with a declared conflict: '' is "no material conflict".
  conflict: form.conflictChoice === 'declared' ? form.conflict : '',
  uuid,
});

/**
 * A member (a profile, the signed-in user, a row) as the card lists show it (spec 3); listed
 * while published (a member without the flag, e.g. a card already, counts as listed).
 */
export const toProfileCard = (
  member: Omit<ProfileCard, 'status' | 'listed'> & { published?: boolean; listed?: boolean },
  status: ProfileCard['status'] = null,
): ProfileCard => ({
  id: member.id,
  firstName: member.firstName,
  lastName: member.lastName,
  avatar: member.avatar,
  profession: member.profession,
  city: member.city,
  region: member.region,
  status,
  listed: member.published ?? member.listed ?? true,
});
