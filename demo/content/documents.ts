import type {
  CommunityUserIds,
  ContentAlert,
  LiveEvent,
  ResourceItem,
  Vendor,
} from '../../src/contract/index';
import type { LegalDocument } from '../../src/contract/index';
import { demoImage, type DemoImageSlug, type ServiceImageField } from './images';

// The bundled demo content (spec 3 "Content items"), one entry per document. Pure data: the
// MSW handlers and the server both serve it through ./engine.

export interface DemoDocument<T = unknown> {
  type: string;
  uid?: string;
  /** A fixed id (an alert's id is remembered by the browsers that have shown it). */
  id?: string;
  data: T;
}

/** A card as the service sends it: its image field carries the service's own extra fields. */
type WithImage<T> = Omit<T, 'image'> & { image: ServiceImageField };

/** Spec 2: the efficiency roadmap has eight numbered tips; `section` names the tip. */

export const EFFICIENCY_TIPS = [
  'Set up your business entity',
  'Separate your finances',
  'Automate your bookkeeping',
  'Protect yourself with insurance',
  'Systemize client onboarding',
  'Manage your calendar',
  'Price your services',
  'Plan for retirement',
] as const;

/** Each tip's images, in the same order: efficiency-<name>-checklist and -tools. */
const TIP_IMAGES = [
  'business-entity',
  'finances',
  'bookkeeping',
  'insurance',
  'onboarding',
  'calendar',
  'pricing',
  'retirement',
] as const satisfies { length: (typeof EFFICIENCY_TIPS)['length'] };

type Card = WithImage<ResourceItem>;

const resource = (
  image: DemoImageSlug,
  section: string,
  title: string,
  text: string,
  url: string,
  button_text = 'Learn more',
  tags: string[] = [],
): Card => ({
  section,
  title,
  text,
  url,
  button_text,
  image: demoImage(image),
  tags: tags.map((tag) => ({ tag })),
});

const efficiency: Card[] = TIP_IMAGES.flatMap((image, index) => {
  const tip = EFFICIENCY_TIPS[index] ?? '';
  return [
    resource(
      `efficiency-${image}-checklist`,
      tip,
      `${tip}: a checklist`,
      `The steps independents take to ${tip.toLowerCase()}, in order.`,
      `https://resources.example.com/efficiency/${index + 1}/checklist`,
      'Open checklist',
      ['Checklist'],
    ),
    resource(
      `efficiency-${image}-tools`,
      tip,
      `${tip}: tools we like`,
      'Services other members use and recommend, with member discounts.',
      `https://resources.example.com/efficiency/${index + 1}/tools`,
      'See tools',
      ['Tools'],
    ),
  ];
});

const marketingHelp: Card[] = [
  resource(
    'marketing-positioning',
    'Branding',
    'Find your positioning',
    'A one-page worksheet to say who you serve and why you.',
    'https://resources.example.com/marketing/positioning',
    'Get worksheet',
    ['Worksheet'],
  ),
  resource(
    'marketing-identity',
    'Branding',
    'Logo and visual identity',
    'How to brief a designer and what a small identity costs.',
    'https://resources.example.com/marketing/identity',
  ),
  resource(
    'marketing-website',
    'Website',
    'A website that wins clients',
    'The five pages every independent practice needs.',
    'https://resources.example.com/marketing/website',
  ),
  resource(
    'marketing-search',
    'Website',
    'Search basics',
    'Be found by clients searching for your expertise near them.',
    'https://resources.example.com/marketing/search',
  ),
  resource(
    'marketing-linkedin',
    'Social media',
    'LinkedIn for independents',
    'Post once a week, comment daily: a routine that compounds.',
    'https://resources.example.com/marketing/linkedin',
    'Read guide',
    ['Guide'],
  ),
  resource(
    'marketing-case-studies',
    'Social media',
    'Case studies that sell',
    'Turn a finished engagement into a story prospects remember.',
    'https://resources.example.com/marketing/case-studies',
  ),
];

const technologyHelp: Card[] = [
  resource(
    'technology-email',
    'Productivity',
    'Email and calendar',
    'Set up a professional domain mailbox and shared calendar.',
    'https://resources.example.com/tech/email',
  ),
  resource(
    'technology-documents',
    'Productivity',
    'Document management',
    'Keep client files organised, versioned and backed up.',
    'https://resources.example.com/tech/documents',
  ),
  resource(
    'technology-passwords',
    'Security',
    'Password manager',
    'One vault for every login, shared safely with an assistant.',
    'https://resources.example.com/tech/passwords',
    'Compare options',
    ['Security'],
  ),
  resource(
    'technology-2fa',
    'Security',
    'Two-factor everywhere',
    'Turn on two-factor sign-in for the accounts that matter.',
    'https://resources.example.com/tech/2fa',
    'Learn more',
    ['Security'],
  ),
  resource(
    'technology-esign',
    'Client tools',
    'E-signatures',
    'Send engagement letters clients can sign from a phone.',
    'https://resources.example.com/tech/esign',
  ),
  resource(
    'technology-invoicing',
    'Client tools',
    'Invoicing and payments',
    'Get paid faster with online invoices and card payments.',
    'https://resources.example.com/tech/invoicing',
  ),
];

const vendors: Array<WithImage<Vendor>> = [
  {
    title: 'Brightline Design',
    text: 'Brand identities and websites for professional practices.',
    image: demoImage('vendor-brightline'),
    tags: [{ tag: 'Design' }],
    url: 'https://vendors.example.com/brightline',
  },
  {
    title: 'Copywell',
    text: 'Website copy and case studies written by former consultants.',
    image: demoImage('vendor-copywell'),
    tags: [{ tag: 'Copywriting' }],
    url: 'https://vendors.example.com/copywell',
  },
  {
    title: 'Signal SEO',
    text: 'Local search and listings for independent advisors.',
    image: demoImage('vendor-signal'),
    tags: [{ tag: 'SEO' }],
    url: 'https://vendors.example.com/signal',
  },
  {
    title: 'Frame Studio',
    text: 'Professional headshots and short video introductions.',
    image: demoImage('vendor-frame'),
    tags: [{ tag: 'Photography' }],
    url: 'https://vendors.example.com/frame',
  },
];

const liveEvents: LiveEvent[] = [
  {
    name: 'Monthly member roundtable',
    buttontext: 'Register',
    url: 'https://events.example.com/roundtable',
  },
  {
    name: 'Pricing your expertise workshop',
    buttontext: 'Join',
    url: 'https://events.example.com/pricing',
  },
  {
    name: 'Regional meetup: Chicago',
    buttontext: 'RSVP',
    url: 'https://events.example.com/chicago',
  },
];

// Each with a fixed id: a member who has seen an alert is not shown it again.
const alerts: Array<{ id: string; data: ContentAlert }> = [
  {
    id: 'demo-alert-retirement-roadmap',
    data: { text: 'New: the efficiency roadmap now covers retirement planning.', status: 'info' },
  },
];

const featured: CommunityUserIds = { users: [{ user_id1: 2 }, { user_id1: 3 }, { user_id1: 7 }] };

const paragraph = (text: string) => ({ type: 'paragraph', text, spans: [] });
const heading = (text: string) => ({ type: 'heading2', text, spans: [] });

const privacy: LegalDocument = {
  title: 'Privacy Policy',
  body: [
    paragraph(
      'This policy explains what Guildhall collects about members and visitors, why, and the choices you have.',
    ),
    heading('What we collect'),
    paragraph(
      'Account details you give us (name, e-mail, password), the profile you choose to publish, and records of actions such as invitations and testimonial requests.',
    ),
    heading('How we use it'),
    paragraph(
      'To run the community: show published profiles to other members, send the e-mails you ask us to send, and keep the service secure. We never sell personal data.',
    ),
    heading('Background checks'),
    paragraph(
      'The last four digits of your SSN are used only to request your background check and are never shown to anyone.',
    ),
    heading('Your choices'),
    paragraph(
      'You can edit or unpublish your profile at any time, and ask us to delete your account by e-mail.',
    ),
  ],
};

const terms: LegalDocument = {
  title: 'Terms of Use',
  body: [
    paragraph(
      'These terms apply to everyone who uses Guildhall. By creating an account you agree to them.',
    ),
    heading('Membership'),
    paragraph(
      'Membership is vetted. We may decline or end a membership that does not meet the published criteria.',
    ),
    heading('Your content'),
    paragraph(
      'You are responsible for what you publish. Testimonials must come from real colleagues and clients.',
    ),
    heading('Conduct'),
    paragraph(
      'Treat other members professionally. Do not use member data for unsolicited marketing.',
    ),
    heading('Liability'),
    paragraph(
      'The service is provided as is. Guildhall is not a party to engagements between members and their clients.',
    ),
  ],
};

export const demoDocuments: DemoDocument[] = [
  ...efficiency.map((data) => ({ type: 'efficiency', data })),
  ...marketingHelp.map((data) => ({ type: 'marketing_help', data })),
  ...technologyHelp.map((data) => ({ type: 'technology_help', data })),
  ...vendors.map((data) => ({ type: 'vendors', data })),
  ...liveEvents.map((data) => ({ type: 'liveevents', data })),
  ...alerts.map(({ id, data }) => ({ type: 'alerts', id, data })),
  { type: 'community_users_ids', data: featured },
  { type: 'legal', uid: 'privacy', data: privacy },
  { type: 'legal', uid: 'terms', data: terms },
];
