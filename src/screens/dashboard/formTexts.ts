import { texts as errorTexts } from '@/api/errors';

/**
 * /dashboard's centre and its invitation form (spec 2 "Dashboard", spec 5 "Post link", spec 8):
 * verbatim where the spec words them ('Start a post', 'Post via Slack', 'Add Linkedin Post',
 * 'Enter a valid url.', the two post toasts, the throttle message), ours elsewhere. Kept apart
 * from texts.ts, which the dashboard's layout edits.
 */
export const postTexts = {
  heading: 'Start a post',
  lead: 'Share your professional news with the community.',
  slack: 'Post via Slack',
  newTab: '(opens in a new tab)',
  toggle: 'Add Linkedin Post',
  form: 'Add Linkedin Post',
  link: 'Linkedin post link',
  linkHint: 'Paste the link to your public Linkedin post.',
  placeholder: 'https://www.linkedin.com/posts/…',
  submit: 'Submit',
  submitting: 'Submitting…',
  loadingForm: 'Loading the form',
  success: errorTexts.postSuccess,
  failure: errorTexts.postFailure,
} as const;

export const inviteTexts = {
  heading: 'Invite a peer',
  lead: 'Know someone who belongs here? We e-mail them an invitation to join.',
  form: 'Invite a peer',
  email: 'Email',
  name: 'Name (optional)',
  send: 'Send invitation',
  sending: 'Sending…',
  loadingForm: 'Loading the form',
  sent: (email: string) => `Invitation sent! We e-mailed ${email} a link to join.`,
  throttled: errorTexts.throttled,
} as const;

export const wallTexts = {
  heading: 'From the community',
  /** The embedded wall's title, for screen readers. */
  embedTitle: 'Community social wall',
  loading: 'Loading the social wall',
  /** Without configuration, or when the provider cannot be reached. */
  fallback:
    'The community wall is not available right now. Your news can still reach the community: post via Slack, or add your Linkedin post.',
  slack: postTexts.slack,
  newTab: postTexts.newTab,
  addPost: postTexts.toggle,
} as const;
