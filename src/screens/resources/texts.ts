import { texts as errorTexts } from '@/api/errors';

// The resource pages (spec 2 "Resource pages"; spec 8 'No data found.'). The page names are
// the dashboard's link labels (Marketing help, Technology help), so a member recognises them.

/** What every resource page shares. */
export const resourceTexts = {
  failure: errorTexts.loadFailure,
  noData: errorTexts.noData,
  retry: 'Try again',
  newTab: '(opens in a new tab)',
  /** A card whose section the content service left empty. */
  otherSection: 'More resources',
  tags: 'Tags',
  /** A vendor or card without its own button text. */
  visit: 'Visit website',
} as const;

export const marketingHelpTexts = {
  heading: 'Marketing help',
  lead: 'Guides, worksheets and tools to position your practice and win the clients you want.',
  loading: 'Loading marketing help',
  vendorsPrompt: 'Rather hand it to a specialist?',
  vendorsLink: 'See our marketing vendors',
} as const;

export const technologyHelpTexts = {
  heading: 'Technology help',
  lead: 'The software and habits that keep an independent practice productive and secure.',
  loading: 'Loading technology help',
} as const;

export const vendorsTexts = {
  heading: 'Marketing vendors',
  lead: 'Agencies and freelancers other members have worked with and recommend.',
  loading: 'Loading vendors',
  back: 'Back to Marketing help',
  suggest: 'Suggest a Vendor',
  suggestSubject: 'Suggest a Vendor',
  contact: 'Contact Us',
  contactSubject: 'A question about marketing vendors',
  list: 'Vendors',
} as const;

export const roadmapTexts = {
  heading: 'Efficiency roadmap',
  lead: 'Eight steps to run your business efficiently. Pick a tip to see the resources for it.',
  loading: 'Loading the efficiency roadmap',
  tips: 'Roadmap tips',
  /** The selected tip's heading: 'Tip 3: Automate your bookkeeping'. */
  tip: (number: number, name: string) => `Tip ${number}: ${name}`,
  tipNumber: (number: number) => `Tip ${number}`,
} as const;

export const virtualAssistantTexts = {
  heading: 'Virtual Assistant',
  lead: 'Hand off scheduling, inbox and admin work to a trained assistant, billed by the hour. Pick the plan that fits; our concierge sets it up with you.',
  plans: 'Plans',
  best: 'Best value',
  perHour: '/hr',
  perHourSpoken: 'per hour',
  included: 'Included:',
  notIncluded: 'Not included:',
  /** A plan's button as screen readers hear it: 'Get started: Premier plan'. */
  button: (buttonText: string, title: string) => `${buttonText}: ${title} plan`,
  /** The subject of the e-mail a plan's button starts. */
  subject: (title: string, price: number) => `Virtual assistant: ${title} plan ($${price}/hr)`,
} as const;
