import { z } from 'zod';
import { POST_LINK_MAX } from '../limits';
import { messages } from '../messages';
import { httpUrlField } from './common';

// POST /v1/dashboard/posts: a professional-network post for the social wall (spec 5).
export const postLinkBodySchema = z.strictObject({
  link: httpUrlField(POST_LINK_MAX, messages.url),
});
export type PostLinkBody = z.infer<typeof postLinkBodySchema>;
export const postLinkFormSchema = postLinkBodySchema;
export type PostLinkForm = PostLinkBody;
