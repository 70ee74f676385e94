import { texts as errorTexts } from '@/api/errors';
import {
  PERIOD_PRESENT,
  TESTIMONIAL_RELATIONSHIPS,
  testimonialRelationshipLabels,
} from '@/contract';

/** The writer's page (spec 2 "Testimonial page"); 'testimonal' is spelled as the spec has it. */
export const testimonialTexts = {
  heading: (firstName: string) => `Write ${firstName} a testimonal`,
  form: 'Testimonial',
  company: 'Company',
  position: 'Position',
  content: 'Testimonial',
  counter: (length: number, max: number) => `${length}/${max} characters`,
  // Issue 24: the disclosures, below spec 5's three fields; shown with the testimonial.
  disclosures: 'About your relationship',
  disclosuresLead: (firstName: string) =>
    `These are shown with your testimonial on ${firstName}'s profile.`,
  relationship: (firstName: string) => `Your relationship to ${firstName}`,
  relationshipRequested: (firstName: string) =>
    `As ${firstName} described it. Correct it if it is not right.`,
  relationships: TESTIMONIAL_RELATIONSHIPS.map((value) => ({
    value,
    label: testimonialRelationshipLabels[value],
  })),
  choose: 'Select',
  periodFrom: 'Worked together from',
  periodTo: 'Until',
  present: { value: PERIOD_PRESENT, label: 'Still working together' },
  paid: 'Were you paid or otherwise compensated for this testimonial?',
  paidChoices: [
    { value: 'no', label: 'No' },
    { value: 'yes', label: 'Yes, paid or compensated' },
  ],
  conflictChoice: 'Any material conflict of interest',
  conflictChoices: [
    { value: 'none', label: 'No material conflict' },
    { value: 'declared', label: 'Yes, there is a material conflict' },
  ],
  conflict: 'Describe the conflict',
  send: 'Send',
  sending: 'Sending',
  thanks: 'Thank you!',
  done: 'Done',
  loading: 'Loading',
  loadFailure: errorTexts.loadFailure,
} as const;
