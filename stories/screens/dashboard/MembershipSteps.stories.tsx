import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { config } from '@/lib/config';
import { MembershipSteps, type MembershipStepsProps } from '@/screens/dashboard/MembershipSteps';
import type { PageArgs } from '@stories/support/page';
import { DEMO_FULL_NAME } from '@stories/support/session';

const meta = {
  title: 'Screens/Dashboard/MembershipSteps',
  component: MembershipSteps,
  args: {
    routePath: '/dashboard',
    memberName: DEMO_FULL_NAME,
    profileComplete: false,
    questionnaireAnswered: false,
  },
} satisfies Meta<MembershipStepsProps & PageArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The heading and the three steps, in order. */
function steps(canvas: Canvas) {
  const list = canvas.getByRole('list', { name: 'Membership steps' });
  const [profile, slack, call] = within(list).getAllByRole('listitem');
  return { profile: within(profile!), slack: within(slack!), call: within(call!) };
}

/** Step 2 opens Slack in a new tab; step 3 an e-mail to the concierge, signed by the member. */
async function expectSlackAndCall(canvas: Canvas) {
  const { slack, call } = steps(canvas);
  const join = slack.getByRole('link', { name: 'Join Slack (opens in a new tab)' });
  await expect(join).toHaveAttribute('href', config.slackUrl);
  await expect(join).toHaveAttribute('target', '_blank');
  await expect(join).toHaveAttribute('rel', 'noopener noreferrer');
  const mail = call.getByRole('link', { name: 'Complete Onboarding Call' });
  await expect(mail).not.toHaveAttribute('target');
  const href = new URL(mail.getAttribute('href')!);
  await expect(`${href.protocol}${href.pathname}`).toBe(`mailto:${config.contactEmail}`);
  await expect(href.searchParams.get('subject')).toBe('Onboarding call');
  await expect(href.searchParams.get('body')).toMatch(new RegExp(`\\n\\n${DEMO_FULL_NAME}$`));
  await expect(call.getByText('(via e-mail)')).toBeVisible();
  // Slack and the call leave no record on our server: never shown as done.
  await expect(slack.queryByText('Done')).toBeNull();
  await expect(call.queryByText('Done')).toBeNull();
}

/**
 * Step 3 leads to the onboarding questionnaire first (its answers prepare the call): as a new
 * member (`newUser=true`) until they have answered it in this browser, then to change them.
 */
async function expectQuestionnaire(canvas: Canvas, answered: boolean) {
  const { call } = steps(canvas);
  const link = call.getByRole('link', {
    name: answered ? 'Update your questionnaire answers' : 'Answer the onboarding questionnaire',
  });
  await expect(link).toHaveAttribute('href', answered ? '/onboarding' : '/onboarding?newUser=true');
  await expect(link).not.toHaveAttribute('target');
  await expect(call.queryByText('Done')).toBeNull();
}

/** A profile still incomplete: no step is done; step 1 leads to settings. */
export const ProfileIncomplete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Get the most out of your membership' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('region', { name: 'Get the most out of your membership' }),
    ).toBeVisible();
    const { profile } = steps(canvas);
    await expect(profile.queryByText('Done')).toBeNull();
    await expectSlackAndCall(canvas);
    await expectQuestionnaire(canvas, false);
    await userEvent.click(profile.getByRole('link', { name: 'Complete Your Profile' }));
    await expect(await canvas.findByText('Navigated to /settings/')).toBeVisible();
  },
};

/** A new member opens the questionnaire as one: the flag it receives says so. */
export const QuestionnaireNotAnswered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectQuestionnaire(canvas, false);
    const { call } = steps(canvas);
    await userEvent.click(call.getByRole('link', { name: 'Answer the onboarding questionnaire' }));
    await expect(await canvas.findByText('Navigated to /onboarding?newUser=true')).toBeVisible();
  },
};

/** Answered once: the link stays, to change the answers, without the new-member flag. */
export const QuestionnaireAnswered: Story = {
  args: { questionnaireAnswered: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectQuestionnaire(canvas, true);
    await expectSlackAndCall(canvas);
  },
};

/** A complete profile: step 1 shows Done, still linking to settings; steps 2 and 3 as before. */
export const ProfileComplete: Story = {
  args: { profileComplete: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { profile } = steps(canvas);
    await expect(profile.getByText('Done')).toBeVisible();
    await expect(profile.getByRole('link', { name: 'Complete Your Profile' })).toHaveAttribute(
      'href',
      '/settings/',
    );
    await expectSlackAndCall(canvas);
  },
};
