import { z } from 'zod';
import { CONTACT_EMAIL_MAX, NAME_MAX } from '../limits';
import { emailField, optionalText } from './common';

// POST /v1/user/invitations: "Invite a peer" e-mails a link to /signup (docs/architecture.md "invite a peer").
// The name only personalises the e-mail, so it may be left out.
export const invitationBodySchema = z.strictObject({
  email: emailField(CONTACT_EMAIL_MAX),
  name: optionalText(NAME_MAX).optional(),
});
export type InvitationBody = z.input<typeof invitationBodySchema>;
export const invitationFormSchema = invitationBodySchema;
