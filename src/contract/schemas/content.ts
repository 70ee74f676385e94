import { z } from 'zod';
import { TOAST_STATUSES } from '../enums';
import { text as contractText } from './common';

// Document data of the content service (spec 3 "Content items"), as the bundled demo content
// is written and as the SPA reads it. Field names are the service's own (snake_case).
// Schemas are lenient on extra fields (the service adds its own) and strict on what we render.

export const CONTENT_TYPES = [
  'efficiency',
  'marketing_help',
  'technology_help',
  'vendors',
  'liveevents',
  'alerts',
  'community_users_ids',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

// Spec 5: at least 3 characters, letters, digits and hyphens, starting and ending with a
// letter or digit.
export const contentRepositoryNameSchema = contractText()
  .max(63)
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]+[A-Za-z0-9]$/);

const text = contractText().max(5000).nullable();
// The service's image field: the fields @prismicio/client's image helpers read (url, alt and
// the source's dimensions; its srcset helpers add imgix parameters to an absolute url).
export const contentImageSchema = z.object({
  url: contractText().max(2048).nullable().optional(),
  alt: contractText().max(500).nullable().optional(),
  dimensions: z
    .object({ width: z.number().int().positive(), height: z.number().int().positive() })
    .nullable()
    .optional(),
});
export type ContentImageField = z.infer<typeof contentImageSchema>;
export const contentTagsSchema = z.array(z.object({ tag: contractText().max(100).nullable() }));

// efficiency, marketing_help, technology_help
export const resourceItemSchema = z.object({
  section: text.optional(),
  title: text,
  text: text.optional(),
  url: contractText().max(2048).nullable().optional(),
  button_text: contractText().max(100).nullable().optional(),
  image: contentImageSchema.optional(),
  tags: contentTagsSchema.optional(),
});
export type ResourceItem = z.infer<typeof resourceItemSchema>;

export const vendorSchema = z.object({
  title: text,
  text: text.optional(),
  image: contentImageSchema.optional(),
  tags: contentTagsSchema.optional(),
  url: contractText().max(2048).nullable().optional(),
});
export type Vendor = z.infer<typeof vendorSchema>;

export const liveEventSchema = z.object({
  name: text,
  buttontext: contractText().max(100).nullable().optional(),
  url: contractText().max(2048).nullable(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

export const contentAlertSchema = z.object({
  text: text,
  status: z.enum(TOAST_STATUSES),
});
export type ContentAlert = z.infer<typeof contentAlertSchema>;

// Featured members: a repeatable group whose items each hold one user id in `user_id1`.
export const communityUserIdsSchema = z.object({
  users: z.array(
    z.object({ user_id1: z.union([z.number().int().positive(), contractText().regex(/^\d+$/)]) }),
  ),
});
export type CommunityUserIds = z.infer<typeof communityUserIdsSchema>;

export const featuredMemberIds = (data: CommunityUserIds): number[] =>
  data.users.map((entry) => Number(entry.user_id1)).filter((id) => Number.isInteger(id) && id > 0);
