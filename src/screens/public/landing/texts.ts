import { MIN_EXPERIENCE_YEARS } from '@/contract';

/**
 * Every text of the landing page (spec 1), verbatim where the spec quotes it. What it says of
 * vetting is what happens (docs/architecture.md "Operators and vetting"): a profile is live
 * while the check proceeds (spec 4), and reviewers clear it or unpublish it.
 */
export const landingTexts = {
  tagline: 'Independence without tradeoffs',
  call: 'Start your journey today! Join our exclusive community for sophisticated Independent Professionals',
  getStarted: 'Get Started',
  practiceAreas: {
    heading: 'Seven practice areas, one community',
    // Profiles go live while the background check proceeds; reviewers decide who stays.
    lead: 'Independents who serve businesses; our reviewers check every one.',
  },
  saveTime: {
    heading: 'Save Time!',
    lead: 'Everything an independent practice needs around the work itself, in one place.',
    cards: [
      {
        key: 'search',
        title: 'Search vetted professionals',
        body: 'Find accountants, coaches, board members, finance, HR, IT and legal independents by profession, expertise, state and years of experience.',
      },
      {
        key: 'efficiency',
        title: 'Run your business efficiently',
        body: 'Follow the efficiency roadmap, get marketing and technology help from trusted vendors, and hand routine work to a virtual assistant.',
      },
      {
        key: 'events',
        title: 'Meet peers at live events',
        body: 'Join live sessions with fellow members to trade referrals, compare notes and build the professional team your clients need.',
      },
    ],
  },
  vetting: {
    heading: 'A community you can vouch for',
    lead: 'A new profile goes live while our reviewers check it, and stays only if they clear it. We look for:',
    criteria: [
      'Business-focused independents',
      `At least ${MIN_EXPERIENCE_YEARS} years of experience in the practice area`,
      'Industry expertise',
      'A professional and criminal background check',
    ],
  },
  founder: {
    heading: 'A message from our founder',
    // Signed with config.founder's name and role.
    paragraphs: [
      'I spent twenty years as a finance executive before going independent, and the work was never the hard part. The hard part was doing everything else alone: finding clients I could trust, comparing notes with peers who understood the trade-offs, and keeping the business side running without losing my evenings to it.',
      'Guildhall is the community I wished I had. Our reviewers check every member, so when you search for a tax specialist, a fractional CTO or an employment lawyer, you find someone with real experience. Build a professional team you can bring to a client, learn from peers at live events, and spend your time on the work you went independent to do.',
      'Independence should not mean going it alone. Welcome to the guild.',
    ],
  },
} as const;
