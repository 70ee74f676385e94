import { http, type HttpHandler } from 'msw';
import type { TestimonialStatus } from '@/contract';
import { DEMO_USER_ID } from '../data/members';
import { db } from '../db';
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

/** The member has asked nobody yet. */
export function noTestimonials(userId = DEMO_USER_ID) {
  db.testimonials = db.testimonials.filter((row) => row.userId !== userId);
}

/** A request sent on `sentAt`, written (company, position, content) unless pending. */
type Request = [name: string, status: TestimonialStatus, sentAt: string, written?: string[]];

// Besides the demo member's seeded three (one of each status, the pending one sent
// 2026-11-10): two more of each. Hana Ito's request went out two days before the stories'
// fixed clock (2026-11-21), so Send again is refused inside the seven days.
const MORE_REQUESTS: Request[] = [
  ['Hana Ito', 'pending', '2026-11-19T09:30:00.000Z'],
  ['Marcus Webb', 'pending', '2026-10-02T16:00:00.000Z'],
  [
    'Omar Haddad',
    'published',
    '2026-09-14T10:00:00.000Z',
    ['Haddad Ventures', 'Founder', 'Our audit went from dreaded to routine in one season.'],
  ],
  [
    'Lucía Romero',
    'published',
    '2026-04-03T10:00:00.000Z',
    [
      'Romero Family Office',
      'Chief Financial Officer',
      'Clear numbers, clear advice, and never a surprise at quarter end. Three years on, we still follow the reporting rhythm set up in the first month.',
    ],
  ],
  [
    'Priya Nair',
    'unpublished',
    '2026-08-21T10:00:00.000Z',
    ['Nair & Bose', 'Partner', 'Knows the tax code cold and explains it warmly.'],
  ],
  [
    'Tom Becker',
    'unpublished',
    '2026-02-11T10:00:00.000Z',
    ['Becker Tools', 'Owner', 'Helped us price our services with confidence.'],
  ],
];

/** Several requests of the demo member in every status (spec 4 "Testimonial"). */
export function testimonialsInEveryStatus(userId = DEMO_USER_ID) {
  for (const [name, status, sentAt, written] of MORE_REQUESTS) {
    const [company = null, position = null, content = null] = written ?? [];
    createTestimonial(userId, {
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
      status,
      createdAt: sentAt,
      sentAt,
      company,
      position,
      content,
    });
  }
}

/** The writer of `name`'s request asked for no more e-mail (the opt-out of issue 23). */
export function writerOptedOut(name: string, userId = DEMO_USER_ID) {
  const row = db.testimonials.find((t) => t.userId === userId && t.name === name);
  if (!row) throw new Error(`No request to ${name}`);
  db.emailOptOuts.push(row.email.toLowerCase());
}
