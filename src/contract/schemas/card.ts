import { z } from 'zod';
import { CITY_MAX, NAME_MAX } from '../limits';
import {
  idSchema,
  professionSchema,
  regionSchema,
  teamRelationStatusSchema,
  text,
  uploadKeySchema,
} from './common';

// The member card used by search results, team and watch lists, testimonial pages and
// featured members (spec 3 "Profile card"). `id` is the member's user id (for /profile/{id}).
// `status` is the team relation status between the team owner and this member when the card
// sits in a team list (the owner sees PENDING badges), and null everywhere else. `listed` is
// false for a member unpublished since (by a reviewer, or suspended): team and watch lists keep
// them and say "no longer listed" instead of linking to a profile that answers not found.
export const profileCardSchema = z.object({
  id: idSchema,
  firstName: text().max(NAME_MAX),
  lastName: text().max(NAME_MAX),
  avatar: uploadKeySchema.nullable(),
  profession: professionSchema.nullable(),
  city: text().max(CITY_MAX).nullable(),
  region: regionSchema.nullable(),
  status: teamRelationStatusSchema.nullable(),
  listed: z.boolean(),
});
export type ProfileCard = z.infer<typeof profileCardSchema>;
