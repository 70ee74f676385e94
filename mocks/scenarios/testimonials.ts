import { http, type HttpHandler } from 'msw';
import type { TestimonialStatus } from '@/contract';
import { DEMO_USER_ID } from '../data/members';
import { createTestimonial } from '../factories';
import { api, errorResponse } from '../http';
import { apiMessages } from '@/contract';

/** 'Send again' inside the seven days. */
export const resendTooSoon = (): HttpHandler[] => [
  http.post(api('/v1/testimonials/:id/emails'), () =>
    errorResponse('RequestThrottled', apiMessages.testimonialResendTooSoon),
  ),
];

/** A testimonial of the demo member in `status`, at `uuid` (for /testimonial/{uuid}). */
export function testimonialWithStatus(status: TestimonialStatus, uuid: string) {
  const written = status !== 'pending';
  return createTestimonial(DEMO_USER_ID, {
    uuid,
    status,
    name: 'Morgan Reed',
    email: 'morgan.reed@example.com',
    company: written ? 'Harbor Partners' : null,
    position: written ? 'Managing Director' : null,
    content: written ? 'A calm, precise advisor who made a hard year easy.' : null,
  });
}
