import { z } from 'zod';
import { joinCareerStage, splitCareerStage, type Profession } from '../enums';
import { CONTACT_VISIBILITIES } from '../contactVisibility';
import { foreignExpertises } from '../expertise';
import {
  ACCOUNT_EMAIL_MAX,
  BIO_MAX,
  CITY_MAX,
  CONTACT_EMAIL_MAX,
  HERO_MOMENT_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  POSTAL_CODE_MAX,
  SUMMARY_MAX,
  WEBSITE_MAX,
} from '../limits';
import { messages } from '../messages';
import { isPhoneDigits, phoneToDigits } from '../phone';
import { isHttpUrl } from '../urls';
import { firstNameField, lastNameField, passwordField } from './auth';
import {
  careerStageSchema,
  employmentStatusSchema,
  experienceYearsSchema,
  expertiseKeySchema,
  expertisesSchema,
  idSchema,
  independentStatusSchema,
  isoDateTimeSchema,
  locationCodeSchema,
  locationsSchema,
  optionalText,
  professionSchema,
  regionSchema,
  requiredText,
  selectedNumber,
  text,
  uploadKeySchema,
} from './common';
import { roleSchema } from './operators';

// Issue 24 §4: who may see one contact detail (src/contract/contactVisibility.ts decides).
export const contactVisibilitySchema = z.enum(CONTACT_VISIBILITIES, { error: messages.select });
export const contactVisibilitiesSchema = z.strictObject({
  contactEmail: contactVisibilitySchema,
  contactPhone: contactVisibilitySchema,
  website: contactVisibilitySchema,
});

// The member as GET /v1/user answers it (spec 3). Unset fields are null, never ''.
export const userSchema = z.object({
  id: idSchema,
  email: text().max(ACCOUNT_EMAIL_MAX),
  firstName: text().max(NAME_MAX),
  lastName: text().max(NAME_MAX),
  createdAt: isoDateTimeSchema,
  avatar: uploadKeySchema.nullable(),
  cover: uploadKeySchema.nullable(),
  profession: professionSchema.nullable(),
  experienceYears: experienceYearsSchema.nullable(),
  employmentStatus: employmentStatusSchema.nullable(),
  independentStatus: independentStatusSchema.nullable(),
  city: text().max(CITY_MAX).nullable(),
  region: regionSchema.nullable(),
  postalCode: text().max(POSTAL_CODE_MAX).nullable(),
  expertises: z.array(expertiseKeySchema),
  locations: z.array(locationCodeSchema),
  summary: text().max(SUMMARY_MAX).nullable(),
  heroMoment: text().max(HERO_MOMENT_MAX).nullable(),
  bio: text().max(BIO_MAX).nullable(),
  contactEmail: text().max(CONTACT_EMAIL_MAX).nullable(),
  // Digits only, country code first: '15551234567'.
  contactPhone: text().max(11).nullable(),
  website: text().max(WEBSITE_MAX).nullable(),
  // Who sees each of the three above; the member's own, never part of a public profile.
  contactVisibility: contactVisibilitiesSchema,
  published: z.boolean(),
  complete: z.boolean(),
  // Operators only: reviewers and admins see the operator screens (docs/architecture.md
  // "Operators and vetting"); never part of a public profile.
  role: roleSchema,
  // The account's address was confirmed by its link (issue 23): until then the background check
  // cannot be submitted. Accounts older than verification and the demo community count as
  // verified. Never part of a public profile.
  emailVerified: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

// A clearable string: '' and null both clear the field (stored as null).
const checkedText = (max: number, isValid: (value: string) => boolean, message: string) =>
  text({ error: message })
    .trim()
    .max(max, messages.maxLength(max))
    .refine((value) => value === '' || isValid(value), message);
const emptyToNull = (value: string | null): string | null => (value === '' ? null : value);

const websiteText = checkedText(WEBSITE_MAX, isHttpUrl, messages.website);
// The pattern fixes the length (+1 and 10 digits), so a number too long is not a valid phone
// number either: one message, spec 5's, whatever is wrong with it.
const contactPhoneText = text({ error: messages.phone })
  .trim()
  .refine((value) => value === '' || isPhoneDigits(value), messages.phone);
export const websiteSchema = websiteText.nullable().transform(emptyToNull);
export const contactEmailSchema = checkedText(
  CONTACT_EMAIL_MAX,
  (value) => z.regexes.email.test(value),
  messages.contactEmail,
)
  .nullable()
  .transform(emptyToNull);
export const contactPhoneSchema = contactPhoneText.nullable().transform(emptyToNull);
export const postalCodeSchema = text({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(POSTAL_CODE_MAX, messages.maxLength(POSTAL_CODE_MAX));

// PATCH /v1/user. Strict: email, published, complete, id and createdAt are not writable here
// (published only changes through POST /v1/profiles; complete is computed). Rules that span
// fields:
// - employmentStatus and independentStatus travel together and must form a career stage;
// - expertises must belong to the profession when both are sent; when only expertises are sent
//   the server checks them against the stored profession (foreignExpertises);
// - a profession change clears expertises unless the same patch sends new ones;
// - a password change sends password (current), newPassword and confirm together.
export const userPatchSchema = z
  .strictObject({
    firstName: firstNameField,
    lastName: lastNameField,
    avatar: uploadKeySchema.nullable(),
    cover: uploadKeySchema.nullable(),
    profession: professionSchema,
    experienceYears: experienceYearsSchema,
    employmentStatus: employmentStatusSchema.nullable(),
    independentStatus: independentStatusSchema.nullable(),
    city: requiredText(CITY_MAX),
    region: regionSchema,
    postalCode: postalCodeSchema,
    // May be emptied: a profession change clears them.
    expertises: z.array(expertiseKeySchema).max(40),
    locations: locationsSchema,
    summary: optionalText(SUMMARY_MAX),
    heroMoment: optionalText(HERO_MOMENT_MAX),
    bio: optionalText(BIO_MAX),
    contactEmail: contactEmailSchema,
    contactPhone: contactPhoneSchema,
    website: websiteSchema,
    // Any of the three choices; those left out stay as they are.
    contactVisibility: contactVisibilitiesSchema.partial(),
    password: text().min(1, messages.required).max(PASSWORD_MAX),
    newPassword: passwordField,
    confirm: text().max(PASSWORD_MAX),
  })
  .partial()
  .superRefine((patch, ctx) => {
    const hasEmployment = patch.employmentStatus !== undefined;
    if (hasEmployment !== (patch.independentStatus !== undefined)) {
      ctx.addIssue({ code: 'custom', message: messages.select, path: ['independentStatus'] });
    } else if (
      hasEmployment &&
      (patch.employmentStatus === null) !== (patch.independentStatus === null)
    ) {
      ctx.addIssue({ code: 'custom', message: messages.select, path: ['independentStatus'] });
    } else if (
      patch.employmentStatus &&
      !joinCareerStage(patch.employmentStatus, patch.independentStatus)
    ) {
      ctx.addIssue({ code: 'custom', message: messages.select, path: ['independentStatus'] });
    }
    if (
      patch.profession &&
      patch.expertises &&
      foreignExpertises(patch.profession, patch.expertises).length
    ) {
      ctx.addIssue({ code: 'custom', message: messages.select, path: ['expertises'] });
    }
    const passwordKeys = [patch.password, patch.newPassword, patch.confirm].filter(
      (v) => v !== undefined,
    );
    if (passwordKeys.length > 0 && passwordKeys.length < 3) {
      ctx.addIssue({ code: 'custom', message: messages.required, path: ['password'] });
    }
    if (patch.newPassword !== undefined && patch.confirm !== patch.newPassword) {
      ctx.addIssue({ code: 'custom', message: messages.passwordsMismatch, path: ['confirm'] });
    }
  });
export type UserPatch = z.input<typeof userPatchSchema>;
export type UserPatchParsed = z.output<typeof userPatchSchema>;

// ---- Settings forms (each maps onto a UserPatch) ----

export const personalInfoFormSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
});
export type PersonalInfoForm = z.infer<typeof personalInfoFormSchema>;

export const locationFormSchema = z.object({
  region: regionSchema,
  city: requiredText(CITY_MAX),
  postalCode: postalCodeSchema,
});
export type LocationForm = z.infer<typeof locationFormSchema>;

export const professionFormSchema = z.object({
  careerStage: careerStageSchema,
  profession: professionSchema,
  experienceYears: z.preprocess(selectedNumber, experienceYearsSchema),
});
export type ProfessionForm = z.output<typeof professionFormSchema>;
export type ProfessionFormInput = z.input<typeof professionFormSchema>;

// Spec 5: changing profession clears expertise.
export const toProfessionPatch = (
  form: ProfessionForm,
  currentProfession: Profession | null,
): UserPatch => ({
  ...splitCareerStage(form.careerStage),
  profession: form.profession,
  experienceYears: form.experienceYears,
  ...(currentProfession !== form.profession ? { expertises: [] } : {}),
});

export const expertiseFormSchema = z.object({ expertises: expertisesSchema });
export type ExpertiseForm = z.infer<typeof expertiseFormSchema>;
// The form knows its profession; this checks the picked keys against it.
export const expertiseFormSchemaFor = (profession: Profession) =>
  expertiseFormSchema.refine(
    (form) => foreignExpertises(profession, form.expertises).length === 0,
    {
      message: messages.select,
      path: ['expertises'],
    },
  );

export const locationsFormSchema = z.object({ locations: locationsSchema });
export type LocationsForm = z.infer<typeof locationsFormSchema>;

// Members type 'example.com'; the link needs a scheme to be safe to render.
const withScheme = (value: string): string =>
  value === '' || /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;

export const businessContactFormSchema = z.object({
  website: text().trim().transform(withScheme).pipe(websiteText).transform(emptyToNull),
  contactEmail: contactEmailSchema,
  // Shown formatted, sent as digits only.
  contactPhone: text()
    .trim()
    .transform(phoneToDigits)
    .pipe(contactPhoneText)
    .transform(emptyToNull),
  contactVisibility: contactVisibilitiesSchema,
});
export type BusinessContactFormInput = z.input<typeof businessContactFormSchema>;
export type BusinessContactForm = z.output<typeof businessContactFormSchema>;

export const bioFormSchema = z.object({
  summary: optionalText(SUMMARY_MAX),
  heroMoment: optionalText(HERO_MOMENT_MAX),
  bio: optionalText(BIO_MAX),
});
export type BioFormInput = z.input<typeof bioFormSchema>;
export type BioForm = z.output<typeof bioFormSchema>;
