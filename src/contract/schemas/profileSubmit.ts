import { z } from 'zod';
import { SSN_DIGITS } from '../limits';
import { messages } from '../messages';
import { requiredCheck, text } from './common';

// Submit profile / background check: POST /v1/profiles. A module of its own, apart from the
// profile and search schemas, so the check's screen does not load the whole profile's schemas.
//
// The acknowledgements are the member's own statement, checked by the form; the server only
// needs the SSN digits (and never returns them).
export const ssnSchema = text({ error: messages.ssn })
  .trim()
  .regex(new RegExp(`^\\d{${SSN_DIGITS}}$`), messages.ssn);
export const profileSubmitBodySchema = z.strictObject({ ssn: ssnSchema });
export type ProfileSubmitBody = z.infer<typeof profileSubmitBodySchema>;

export const backgroundCheckFormSchema = z.object({
  ssn: ssnSchema,
  // "I have at least 8 years of experience"
  experienceAcknowledged: requiredCheck,
  // "I understand the check does not guarantee acceptance"
  noGuaranteeAcknowledged: requiredCheck,
});
export type BackgroundCheckForm = z.infer<typeof backgroundCheckFormSchema>;
export const toProfileSubmitBody = (form: BackgroundCheckForm): ProfileSubmitBody => ({
  ssn: form.ssn,
});
