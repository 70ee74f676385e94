import { z } from 'zod';
import { apiMessages } from '../apiMessages';
import { PROFILE_VIEWERS } from '../contactVisibility';
import { certificationSchema, educationSchema, positionSchema } from './career';
import { testimonialSchema } from './testimonials';
import { userSchema } from './user';

// GET /v1/profiles/{id}: a member's public profile. No account e-mail and no contact details
// (those are revealed one member at a time below); only published testimonials.
export const profileSchema = userSchema
  .omit({
    email: true,
    website: true,
    contactEmail: true,
    contactPhone: true,
    contactVisibility: true,
    role: true,
    emailVerified: true,
  })
  .extend({
    certifications: z.array(certificationSchema),
    educations: z.array(educationSchema),
    positions: z.array(positionSchema),
    testimonials: z.array(testimonialSchema),
    // Whether Contact Info shows this viewer anything (issue 24 §4: each detail has its own
    // audience); signed out, whether it would show a signed-in member anything.
    hasContact: z.boolean(),
  });
export type Profile = z.infer<typeof profileSchema>;

// GET /v1/profiles/{id}/contact: a signed-in member reveals another's contact details; the
// server records the view (only when something was shown) and rate limits it against scraping.
// A detail the member keeps from this viewer answers null, as an empty one does. The member's own GET /v1/user
// still carries them (settings edit them there).
export const profileContactSchema = userSchema.pick({
  website: true,
  contactEmail: true,
  contactPhone: true,
});
export type ProfileContact = z.infer<typeof profileContactSchema>;

// "View my profile as" (issue 39 §8): the owner asks for the answers another viewer gets, with
// ?viewAs= on GET /v1/profiles/{id} and on its /contact. Owner-only; a preview records no
// contact view and uses none of the contact limit. A visitor is signed out, so has no reveal.
const profileViewerSchema = z.enum(PROFILE_VIEWERS, { error: apiMessages.unknownViewer });
export const profileQuerySchema = z.object({ viewAs: profileViewerSchema.optional() });
export type ProfileQuery = z.infer<typeof profileQuerySchema>;
export const profileContactQuerySchema = z.object({
  viewAs: profileViewerSchema
    .refine((viewer) => viewer !== 'visitor', apiMessages.visitorHasNoContact)
    .optional(),
});
export type ProfileContactQuery = z.infer<typeof profileContactQuerySchema>;
