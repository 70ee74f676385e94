import { z } from 'zod';
import { monthDate, parseYearMonth } from '../dates';
import { CERTIFICATION_URL_MAX, FIELD_MAX, POSITION_DESCRIPTION_MAX } from '../limits';
import { messages } from '../messages';
import {
  YEAR_MAX,
  YEAR_MIN,
  isValidCertificationSpan,
  isValidPositionSpan,
  type Certification,
  type CertificationBody,
  type Education,
  type EducationBody,
  type Position,
  type PositionBody,
} from './career';
import { CERTIFICATION_KINDS } from '../licences';
import { optionalText, regionSchema, requiredText, selectedNumber } from './common';

// Settings forms for career records. Dates are picked as month + year selects (spec 5 "Date:
// month and year needed"); each form maps to its wire body and back (for editing).

const monthField = z.preprocess(
  selectedNumber,
  z
    .number({ error: messages.month })
    .int(messages.month)
    .min(1, messages.month)
    .max(12, messages.month),
);
const yearField = z.preprocess(
  selectedNumber,
  z
    .number({ error: messages.year })
    .int(messages.year)
    .min(YEAR_MIN, messages.year)
    .max(YEAR_MAX, messages.year),
);
const optionalMonthField = z.preprocess(selectedNumber, z.number().int().min(1).max(12).optional());
const optionalYearField = z.preprocess(
  selectedNumber,
  z.number().int().min(YEAR_MIN).max(YEAR_MAX).optional(),
);

// ---- Certification ----

export const certificationFormSchema = z
  .object({
    name: requiredText(FIELD_MAX),
    organization: requiredText(FIELD_MAX),
    issuedMonth: monthField,
    issuedYear: yearField,
    // 'This credential does not expire'
    doesNotExpire: z.boolean(),
    expirationMonth: optionalMonthField,
    expirationYear: optionalYearField,
    identifier: optionalText(FIELD_MAX),
    url: optionalText(CERTIFICATION_URL_MAX),
    // Licence or certification (issue 24); a licence names the state that issued it.
    kind: z.enum(CERTIFICATION_KINDS, { error: messages.select }),
    jurisdiction: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      regionSchema.optional(),
    ),
  })
  .superRefine((form, ctx) => {
    if (form.kind === 'licence' && form.jurisdiction === undefined) {
      ctx.addIssue({ code: 'custom', message: messages.jurisdiction, path: ['jurisdiction'] });
    }
    if (form.doesNotExpire) return;
    if (form.expirationMonth === undefined) {
      ctx.addIssue({ code: 'custom', message: messages.month, path: ['expirationMonth'] });
    }
    if (form.expirationYear === undefined) {
      ctx.addIssue({ code: 'custom', message: messages.year, path: ['expirationYear'] });
      return;
    }
    const issued = monthDate(form.issuedYear, form.issuedMonth);
    const expires = monthDate(form.expirationYear, form.expirationMonth ?? 12);
    if (!isValidCertificationSpan(issued, expires)) {
      ctx.addIssue({ code: 'custom', message: messages.year, path: ['expirationYear'] });
    }
  });
export type CertificationFormInput = z.input<typeof certificationFormSchema>;
export type CertificationForm = z.output<typeof certificationFormSchema>;

export const toCertificationBody = (form: CertificationForm): CertificationBody => ({
  name: form.name,
  organization: form.organization,
  issuedDate: monthDate(form.issuedYear, form.issuedMonth),
  expirationDate:
    form.doesNotExpire || form.expirationYear === undefined || form.expirationMonth === undefined
      ? null
      : monthDate(form.expirationYear, form.expirationMonth),
  identifier: form.identifier,
  url: form.url,
  kind: form.kind,
  // Only a licence names a state.
  jurisdiction: form.kind === 'licence' ? (form.jurisdiction ?? null) : null,
});

export const certificationToForm = (certification: Certification): CertificationForm => {
  const issued = parseYearMonth(certification.issuedDate);
  const expires = certification.expirationDate
    ? parseYearMonth(certification.expirationDate)
    : undefined;
  return {
    name: certification.name,
    organization: certification.organization,
    issuedMonth: issued.month,
    issuedYear: issued.year,
    doesNotExpire: expires === undefined,
    expirationMonth: expires?.month,
    expirationYear: expires?.year,
    identifier: certification.identifier,
    url: certification.url,
    kind: certification.kind,
    jurisdiction: certification.jurisdiction ?? undefined,
  };
};

// ---- Education ----

export const educationFormSchema = z.object({
  organization: requiredText(FIELD_MAX),
  degree: requiredText(FIELD_MAX),
  fieldOfStudy: optionalText(FIELD_MAX),
  issuedYear: yearField,
});
export type EducationFormInput = z.input<typeof educationFormSchema>;
export type EducationForm = z.output<typeof educationFormSchema>;
export const toEducationBody = (form: EducationForm): EducationBody => ({ ...form });
export const educationToForm = ({ id: _id, ...education }: Education): EducationForm => education;

// ---- Position ----

export const positionFormSchema = z
  .object({
    title: requiredText(FIELD_MAX),
    company: requiredText(FIELD_MAX),
    location: optionalText(FIELD_MAX),
    startMonth: monthField,
    startYear: yearField,
    // 'I currently work here': no end date, shown as Present.
    current: z.boolean(),
    endMonth: optionalMonthField,
    endYear: optionalYearField,
    description: optionalText(POSITION_DESCRIPTION_MAX),
  })
  .superRefine((form, ctx) => {
    if (form.current) return;
    if (form.endMonth === undefined) {
      ctx.addIssue({ code: 'custom', message: messages.month, path: ['endMonth'] });
    }
    if (form.endYear === undefined) {
      ctx.addIssue({ code: 'custom', message: messages.year, path: ['endYear'] });
      return;
    }
    const start = monthDate(form.startYear, form.startMonth);
    if (form.endYear < form.startYear) {
      ctx.addIssue({ code: 'custom', message: messages.year, path: ['endYear'] });
    } else if (
      form.endMonth !== undefined &&
      !isValidPositionSpan(start, monthDate(form.endYear, form.endMonth))
    ) {
      ctx.addIssue({ code: 'custom', message: messages.month, path: ['endMonth'] });
    }
  });
export type PositionFormInput = z.input<typeof positionFormSchema>;
export type PositionForm = z.output<typeof positionFormSchema>;

export const toPositionBody = (form: PositionForm): PositionBody => ({
  title: form.title,
  company: form.company,
  location: form.location,
  startDate: monthDate(form.startYear, form.startMonth),
  endDate:
    form.current || form.endYear === undefined || form.endMonth === undefined
      ? null
      : monthDate(form.endYear, form.endMonth),
  description: form.description,
});

export const positionToForm = (position: Position): PositionForm => {
  const start = parseYearMonth(position.startDate);
  const end = position.endDate ? parseYearMonth(position.endDate) : undefined;
  return {
    title: position.title,
    company: position.company,
    location: position.location,
    startMonth: start.month,
    startYear: start.year,
    current: end === undefined,
    endMonth: end?.month,
    endYear: end?.year,
    description: position.description,
  };
};
