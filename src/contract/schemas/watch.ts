import { z } from 'zod';
import { profileCardSchema } from './card';
import { idSchema } from './common';

// Watch entry (spec 3): `id` is the watched member's user id, so PUT/DELETE/GET
// /v1/user/watching/{id} all answer this shape (DELETE with isWatched false).
export const watchEntrySchema = z.object({
  id: idSchema,
  isWatched: z.boolean(),
});
export type WatchEntry = z.infer<typeof watchEntrySchema>;

// GET /v1/user/watching: the watched members with their cards, newest first.
export const watchListItemSchema = watchEntrySchema.extend({ profile: profileCardSchema });
export type WatchListItem = z.infer<typeof watchListItemSchema>;
export const watchListSchema = z.array(watchListItemSchema);
