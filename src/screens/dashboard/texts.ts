import { texts as errorTexts } from '@/api/errors';

const newTab = '(opens in a new tab)';

/** /dashboard (spec 2 "Dashboard"): the top bar, the side columns and the collapse, verbatim. */
export const dashboardTexts = {
  heading: 'Get the most out of your membership',
  steps: {
    label: 'Membership steps',
    profile: 'Complete Your Profile',
    slack: 'Join Slack',
    call: 'Complete Onboarding Call',
    callVia: '(via e-mail)',
    done: 'Done',
    /** Step 3's way in to /onboarding (spec 2): the answers prepare the call. */
    questionnaireLead: 'Before the call:',
    questionnaire: 'Answer the onboarding questionnaire',
    questionnaireAgain: 'Update your questionnaire answers',
  },
  /** The e-mail step 3 opens, to the concierge. */
  callEmail: {
    subject: 'Onboarding call',
    body: (name: string) =>
      `Hello, I would like to schedule my onboarding call. Please suggest a few times.\n\n${name}`,
  },
  newTab,

  roadmap: {
    title: 'Efficiency roadmap',
    body: 'Eight tips to run your practice efficiently, each with the resources that help.',
    action: 'View the roadmap',
  },
  profile: {
    title: 'My profile',
    edit: 'Edit Profile',
  },
  links: {
    label: 'Member resources',
    watchList: 'My Watchlist',
    team: 'My Team',
    marketing: 'Marketing help',
    technology: 'Technology help',
    slackTips: 'Slack tips',
    concierge: 'Email the concierge',
  },
  assistant: {
    title: 'Virtual Assistant',
    /** The best plan's rate (spec 9: VIRTUAL_ASSISTANT_BEST_RATE). */
    price: (perHour: number) => `$${perHour}/hr`,
    body: 'No minimum. Hand scheduling, inbox and admin work to a dedicated assistant.',
    action: 'See the plans',
  },

  search: {
    title: 'Search the Community',
    body: 'Find vetted independent professionals by profession, expertise and state.',
    action: 'Find people',
  },
  featured: {
    title: 'Featured members',
    loading: 'Loading featured members',
  },
  events: {
    title: 'Join live events!',
    /** When an event names no button text. */
    action: 'Join',
    link: (action: string, name: string) => `${action}: ${name} ${newTab}`,
    empty: 'No live events are scheduled right now.',
    loading: 'Loading live events',
  },
  failure: errorTexts.loadFailure,

  /** Narrow screens: the side columns behind one toggle. */
  more: {
    show: 'Show more',
    hide: 'Hide',
  },
} as const;
