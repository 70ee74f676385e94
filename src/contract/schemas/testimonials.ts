import { z } from 'zod';
import { FIELD_MAX, TESTIMONIAL_CONTENT_MAX } from '../limits';
import { profileCardSchema } from './card';
import {
  emailField,
  idSchema,
  isoDateTimeSchema,
  requiredText,
  testimonialStatusSchema,
  text,
  uuidSchema,
} from './common';

// Testimonials (spec 3). A request is created with the writer's name and e-mail (pending);
// the writer fills company, position and content through /testimonial/{uuid}; the member
// then publishes or unpublishes it. The writer's e-mail is never returned: the uuid page is
// public and the member already knows whom they asked.
export const testimonialSchema = z.object({
  id: idSchema,
  uuid: uuidSchema,
  name: text().max(FIELD_MAX),
  // null until the writer sends the testimonial.
  company: text().max(FIELD_MAX).nullable(),
  position: text().max(FIELD_MAX).nullable(),
  content: text().max(TESTIMONIAL_CONTENT_MAX).nullable(),
  status: testimonialStatusSchema,
  createdAt: isoDateTimeSchema,
  // The requesting member.
  user: profileCardSchema,
});
export type Testimonial = z.infer<typeof testimonialSchema>;

// POST /v1/testimonials: create a pending request and e-mail the link (docs/architecture.md "testimonial request path").
export const testimonialRequestBodySchema = z.strictObject({
  name: requiredText(FIELD_MAX),
  email: emailField(FIELD_MAX),
});
export type TestimonialRequestBody = z.infer<typeof testimonialRequestBodySchema>;
export const testimonialRequestFormSchema = testimonialRequestBodySchema;

// PATCH /v1/testimonials/{id}: the member publishes or unpublishes a written testimonial.
// A pending one cannot be patched (the server answers InvalidRequest).
export const testimonialPatchSchema = z.strictObject({
  status: z.enum(['published', 'unpublished']),
});
export type TestimonialPatch = z.infer<typeof testimonialPatchSchema>;

// The writer's form: all three required, 2+ characters (spec 5).
export const testimonialWriteFormSchema = z.object({
  company: requiredText(FIELD_MAX),
  position: requiredText(FIELD_MAX),
  content: requiredText(TESTIMONIAL_CONTENT_MAX),
});
export type TestimonialWriteForm = z.infer<typeof testimonialWriteFormSchema>;

// PUT /v1/testimonials/uuid/{uuid}. The spec sends the testimonial object; only these keys
// are accepted so a writer cannot set status, name or owner. `uuid`, when sent, must match
// the path. After it the status is 'unpublished' and a second PUT is refused.
export const testimonialWriteBodySchema = testimonialWriteFormSchema
  .extend({ uuid: uuidSchema.optional() })
  .strict();
export type TestimonialWriteBody = z.infer<typeof testimonialWriteBodySchema>;
export const uuidParamsSchema = z.strictObject({ uuid: uuidSchema });
