import type {
  Testimonial,
  TestimonialPatch,
  TestimonialRequestBody,
  TestimonialWriteBody,
} from '@/contract';
import type { ApiClient } from './client';

/** /v1/testimonials: the member's side, and the writer's side by uuid (no account). */
export const testimonialsApi = (client: ApiClient) => ({
  list: (): Promise<Testimonial[]> => client.request<Testimonial[]>('/v1/testimonials'),

  /** Creates a pending request and e-mails the writer the link. */
  request: (body: TestimonialRequestBody): Promise<Testimonial> =>
    client.request<Testimonial>('/v1/testimonials', { method: 'POST', body }),

  /** Publish or unpublish a written testimonial. */
  update: (id: number, patch: TestimonialPatch): Promise<Testimonial> =>
    client.request<Testimonial>(`/v1/testimonials/${id}`, { method: 'PATCH', body: patch }),

  /** Re-sends the request e-mail (spec 9: once every seven days). */
  resend: (id: number): Promise<Testimonial> =>
    client.request<Testimonial>(`/v1/testimonials/${id}/emails`, { method: 'POST' }),

  getByUuid: (uuid: string): Promise<Testimonial> =>
    client.request<Testimonial>(`/v1/testimonials/uuid/${encodeURIComponent(uuid)}`),

  write: (uuid: string, body: TestimonialWriteBody): Promise<Testimonial> =>
    client.request<Testimonial>(`/v1/testimonials/uuid/${encodeURIComponent(uuid)}`, {
      method: 'PUT',
      body,
    }),
});

export type TestimonialsApi = ReturnType<typeof testimonialsApi>;
