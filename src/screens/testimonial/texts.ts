import { texts as errorTexts } from '@/api/errors';

/** The writer's page (spec 2 "Testimonial page"); 'testimonal' is spelled as the spec has it. */
export const testimonialTexts = {
  heading: (firstName: string) => `Write ${firstName} a testimonal`,
  form: 'Testimonial',
  company: 'Company',
  position: 'Position',
  content: 'Testimonial',
  counter: (length: number, max: number) => `${length}/${max} characters`,
  send: 'Send',
  sending: 'Sending',
  thanks: 'Thank you!',
  done: 'Done',
  loading: 'Loading',
  loadFailure: errorTexts.loadFailure,
} as const;
