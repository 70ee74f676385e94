import { PRODUCT_NAME } from '@/contract';
import { config } from '@/lib/config';

// The bundled legal texts, shown when the content service holds no document of that kind
// (a fresh install, or an operator who has not published their own yet).

export type LegalKind = 'privacy' | 'terms';

export type LegalBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] };

export interface LegalPage {
  title: string;
  blocks: LegalBlock[];
}

const h = (text: string): LegalBlock => ({ type: 'heading', text });
const p = (text: string): LegalBlock => ({ type: 'paragraph', text });
const ul = (...items: string[]): LegalBlock => ({ type: 'list', items });

const privacy: LegalPage = {
  title: 'Privacy Policy',
  blocks: [
    p(
      `${PRODUCT_NAME} is a members-only community for vetted independent professionals. This policy explains what we collect, why, and the choices you have.`,
    ),
    h('What we collect'),
    ul(
      'Account details: your name, e-mail address and password (stored only as a secure hash).',
      'Profile details you choose to add: profession, expertise, locations, experience, education, licenses, biography, contact details, avatar and cover images.',
      'Testimonials that colleagues and clients write for you, and the names and e-mail addresses you give us when you request them.',
      'For the background check: the last four digits of your Social Security number, used only to run the check.',
      'Usage information such as pages visited and errors, to keep the service working and improve it.',
    ),
    h('How we use it'),
    ul(
      'To run your membership, vet applications and show your published profile to other members and visitors.',
      'To send the e-mails you ask for: password resets, testimonial requests and peer invitations.',
      'To keep the community safe, prevent abuse and meet our legal obligations.',
    ),
    h('What others can see'),
    p(
      'Only a published profile is visible. Your contact details stay hidden until someone chooses to reveal them, and only testimonials you publish appear on your profile. Team memberships are visible on team pages.',
    ),
    h('Sharing'),
    p(
      'We do not sell your personal information. We share it only with service providers who help us run the community (hosting, e-mail delivery, background checks, analytics and error reporting), under contracts that protect it, or when the law requires it.',
    ),
    h('Keeping and deleting your data'),
    p(
      'We keep your information while your membership is active. You can edit your profile at any time in Settings, unpublish testimonials, and ask us to delete your account by writing to us.',
    ),
    h('Contact'),
    p(`Questions about your privacy: ${config.contactEmail}.`),
  ],
};

const terms: LegalPage = {
  title: 'Terms of Service',
  blocks: [
    p(`These terms govern your use of ${PRODUCT_NAME}. By creating an account you agree to them.`),
    h('Membership'),
    ul(
      'Membership is for business-focused independent professionals and is subject to vetting, including a professional and criminal background check.',
      'You must give accurate information about yourself, your experience and your credentials, and keep it up to date.',
      'You are responsible for keeping your password secret and for everything done with your account.',
    ),
    h('Your content'),
    p(
      'You keep ownership of what you post: your profile, images, links and posts. You allow us to show it to members and visitors as the service requires. Only post what you have the right to share.',
    ),
    h('Testimonials'),
    p(
      'Request testimonials only from people who know your work. Testimonials must be genuine; you choose which ones to publish.',
    ),
    h('Conduct'),
    ul(
      'Treat other members with respect; no harassment, spam or unsolicited bulk messages.',
      'Use member information only to do business with members, never to resell it or build lists.',
      'Do not try to break, overload or get around the security of the service.',
    ),
    h('Engagements between members'),
    p(
      `${PRODUCT_NAME} helps members find and work with each other but is not a party to their engagements. Vetting reduces risk but does not guarantee the quality of any member's work.`,
    ),
    h('Ending your membership'),
    p('You can leave at any time. We may suspend or end a membership that breaks these terms.'),
    h('Changes'),
    p(
      'We may update these terms; we will tell members about material changes before they take effect.',
    ),
    h('Contact'),
    p(`Questions about these terms: ${config.contactEmail}.`),
  ],
};

export const legalDefaults: Record<LegalKind, LegalPage> = { privacy, terms };
