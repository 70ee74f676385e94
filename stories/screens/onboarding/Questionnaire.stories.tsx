import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toAuthRecord } from '@/api';
import type { AnalyticsEvent } from '@/lib/analytics';
import type { RootStore } from '@/models/RootStore';
import {
  OnboardingScreen,
  type OnboardingScreenProps,
} from '@/screens/onboarding/OnboardingScreen';
import { onboardingTexts as texts } from '@/screens/onboarding/texts';
import { demoCommunity } from '@demo/community';
import { api } from '@mocks/http';
import { issueTokens } from '@mocks/tokens';
import { NEWCOMER_ID } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
import { signedInIncomplete } from '@stories/support/session';
import { readyProvider, recordAnalytics, standInUrl } from './standInProvider';

const { newcomer } = demoCommunity();

const meta = {
  title: 'Screens/Onboarding/Questionnaire',
  component: OnboardingScreen,
  args: { routePath: '/onboarding', routeSearch: '?newUser=true' },
  parameters: signedInIncomplete(),
} satisfies Meta<OnboardingScreenProps & PageArgs>;

export default meta;
type Story = StoryObj<OnboardingScreenProps & PageArgs>;

/**
 * The questionnaire embedded (a stand-in Typeform page on the story's origin), given the
 * member's e-mail, full name and id and the new-user flag as hidden fields.
 */
export const Embedded: Story = {
  args: { formId: standInUrl('typeform') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
    const { frame } = await readyProvider(canvasElement, texts.embedTitle);
    const hidden = Object.fromEntries(new URLSearchParams(new URL(frame.src).hash.slice(1)));
    await expect(hidden).toEqual({
      email: newcomer.email,
      full_name: `${newcomer.firstName} ${newcomer.lastName}`,
      user_id: String(NEWCOMER_ID),
      new_user: 'yes',
    });
    await expect(canvas.getByRole('link', { name: texts.skip })).toHaveAttribute(
      'href',
      '/onboarding/call',
    );
  },
};

const submitted: AnalyticsEvent[] = [];
/** The story's store, to see what the submission recorded. */
let submittedRoot: RootStore | undefined;

/**
 * Typeform's `form-submit` message: tracked, recorded as answered (the dashboard then links the
 * questionnaire without the new-member flag), and the member goes on to book the call.
 */
export const Submitted: Story = {
  args: { formId: standInUrl('typeform'), routeSearch: '?newUser=false' },
  parameters: {
    store: (root: RootStore) => {
      signedInIncomplete().store(root);
      submittedRoot = root;
    },
  },
  beforeEach: recordAnalytics(submitted),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { frame, provider } = await readyProvider(canvasElement, texts.embedTitle);
    await expect(new URL(frame.src).hash).toContain('new_user=no');
    await expect(submittedRoot?.me.questionnaireAnswered).toBe(false);
    provider().submit?.();
    await expect(await canvas.findByText('Navigated to /onboarding/call')).toBeVisible();
    await expect(submittedRoot?.me.questionnaireAnswered).toBe(true);
    await expect(submitted).toContainEqual({
      type: 'track',
      event: 'Onboarding Questionnaire Submitted',
      properties: { newUser: false },
    });
  },
};

/** No questionnaire configured: the fallback offers the same next step. */
export const NotConfigured: Story = {
  args: { formId: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(texts.fallback);
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: texts.continue }));
    await expect(await canvas.findByText('Navigated to /onboarding/call')).toBeVisible();
  },
};

/** The provider cannot be reached: its page never says it is ready, and the fallback replaces it. */
export const Offline: Story = {
  args: { formId: standInUrl('unreachable'), embedTimeoutMs: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(texts.fallback));
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvas.getByRole('link', { name: texts.continue })).toHaveAttribute(
      'href',
      '/onboarding/call',
    );
  },
};

// Kept last: its request never answers, and the browser holds later requests for the same URL.
/** While the member is being loaded, nothing renders (spec 2: "renders only once the user is loaded"). */
export const UserLoading: Story = {
  args: { formId: standInUrl('typeform') },
  parameters: {
    store: (root: RootStore) => {
      root.session.env.api.client.signIn(toAuthRecord(issueTokens(NEWCOMER_ID)));
      void root.session.init();
    },
    msw: { handlers: [http.get(api('/v1/user'), () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent?.trim()).toBe('');
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};
