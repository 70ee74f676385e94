import { texts as errorTexts } from '@/api/errors';
import {
  TESTIMONIAL_RELATIONSHIPS,
  testimonialRelationshipLabels,
  type TestimonialStatus,
} from '@/contract';
import { settingsTexts } from './texts';

/**
 * /settings/testimonials (spec 4 "Testimonial", spec 5 "Testimonial request", spec 8): verbatim
 * where the spec words them ('Pending', 'Send again', 'Request sent!', the seven-day refusal),
 * ours elsewhere. Kept apart from texts.ts, which every settings screen edits at once.
 */
export const requestTexts = {
  heading: settingsTexts.sections.testimonials,
  lead: 'Ask former colleagues and clients to write about your work. You choose which testimonials appear on your profile.',
  form: 'Request a testimonial',
  formHint: 'We e-mail them a link to write it; they need no account.',
  name: 'Name',
  email: 'Email',
  /** Issue 24: optional; the writer confirms or corrects it. */
  relationship: 'Relationship',
  relationshipUnset: 'Not specified',
  relationshipHint: 'What they were to you. They confirm or correct it when they write.',
  relationships: TESTIMONIAL_RELATIONSHIPS.map((value) => ({
    value,
    label: testimonialRelationshipLabels[value],
  })),
  send: 'Send request',
  sending: 'Sending…',
  sent: errorTexts.requestSent,
  list: 'Your requests',
  loading: 'Loading your testimonials',
  empty: 'No requests yet. Your first testimonial starts with the form above.',
  /** The subtitle under the writer's name; spec 4 words the pending one. */
  status: {
    pending: 'Pending',
    published: 'Published on your profile',
    unpublished: 'Not on your profile',
  } satisfies Record<TestimonialStatus, string>,
  requested: (date: string) => `Requested ${date}`,
  /** The writer's role under their words. */
  byline: (position: string | null, company: string | null) =>
    [position, company].filter(Boolean).join(', '),
  sendAgain: 'Send again',
  publish: 'Publish',
  unpublish: 'Unpublish',
  resendRefused: errorTexts.testimonialResend,
  loadFailure: settingsTexts.loadFailure,
  retry: settingsTexts.retry,
} as const;
