import { VIRTUAL_ASSISTANT_BEST_RATE } from '@/contract/limits';
import { config } from '@/lib/config';
import { virtualAssistantTexts as texts } from './texts';

/** One line of a plan's checklist: what the plan gives (checked) or does not (unchecked). */
export interface ChecklistItem {
  text: string;
  checked: boolean;
}

/** Spec 3 "Virtual assistant plan". */
export interface VirtualAssistantPlan {
  note: string;
  title: string;
  description: string;
  pricePerHour: number;
  checklist: ChecklistItem[];
  buttonText: string;
  link: string;
  best: boolean;
}

// The same three lines on every plan, so the cards compare at a glance.
const checklist = (usBased: boolean, collegeEducated: boolean, noMinimum: boolean) => [
  { text: 'US-based assistant', checked: usBased },
  { text: 'College educated', checked: collegeEducated },
  { text: 'Pay only for the hours you use', checked: noMinimum },
];

/** A plan's button writes to the concierge, naming the plan, so the set-up starts from it. */
const conciergeLink = (title: string, pricePerHour: number) =>
  `mailto:${config.contactEmail}?subject=${encodeURIComponent(texts.subject(title, pricePerHour))}`;

const plan = (fields: Omit<VirtualAssistantPlan, 'link' | 'buttonText'>): VirtualAssistantPlan => ({
  ...fields,
  buttonText: 'Get started',
  link: conciergeLink(fields.title, fields.pricePerHour),
});

/** Spec 9: the four plans, best first. */
export const virtualAssistantPlans: VirtualAssistantPlan[] = [
  plan({
    note: 'No minimum',
    title: 'Premier',
    description:
      'A US-based, college-educated assistant for work that speaks for you: client e-mail, scheduling, research and first drafts.',
    pricePerHour: VIRTUAL_ASSISTANT_BEST_RATE,
    checklist: checklist(true, true, true),
    best: true,
  }),
  plan({
    note: '12 hours/month minimum · 1-month contract',
    title: 'Dedicated',
    description:
      'The same assistant every month, who learns your clients and your way of working. For a steady load of admin.',
    pricePerHour: 37,
    checklist: checklist(true, true, false),
    best: false,
  }),
  plan({
    note: '10 hours/month minimum · 1-month contract',
    title: 'Global',
    description:
      'A college-educated assistant working remotely from outside the US, for inbox, calendar and document work.',
    pricePerHour: 27,
    checklist: checklist(false, true, false),
    best: false,
  }),
  plan({
    note: 'No minimum',
    title: 'Essentials',
    description:
      'Simple, well-defined tasks such as data entry, formatting and list building, whenever you need them.',
    pricePerHour: 9,
    checklist: checklist(false, false, true),
    best: false,
  }),
];
