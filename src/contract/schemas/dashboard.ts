import { z } from 'zod';
import { POST_LINK_MAX } from '../limits';
import { messages } from '../messages';
import { httpUrlField, text } from './common';

// POST /v1/dashboard/posts: a professional-network post for the social wall (spec 5).
export const postLinkBodySchema = z.strictObject({
  link: httpUrlField(POST_LINK_MAX, messages.url),
});
export type PostLinkBody = z.infer<typeof postLinkBodySchema>;
export const postLinkFormSchema = postLinkBodySchema;
export type PostLinkForm = PostLinkBody;

// The answer of POST /v1/dashboard/posts: the stored submission (it appears within 24 hours).
export const dashboardPostSchema = z.object({
  id: z.number().int().positive(),
  link: text().max(POST_LINK_MAX),
  createdAt: z.iso.datetime({ offset: true }),
});
export type DashboardPost = z.infer<typeof dashboardPostSchema>;
