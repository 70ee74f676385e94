import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { verificationTexts } from '@/components/account/verificationTexts';
import type { HubEntry } from '@/screens/settings/hub/hubModel';
import { SectionList } from '@/screens/settings/hub/SectionList';
import { hubTexts } from '@/screens/settings/hubTexts';
import { settingsTexts } from '@/screens/settings/texts';
import { unverifiedMember } from '@mocks/scenarios';
import { DEMO_EMAIL, withMockDb } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
import { signedIn } from '@stories/support/session';
import { mobile } from '@stories/support/viewports';

// SectionList: the settings hub's cards (SettingsHubScreen builds the entries from the member's
// records). Each state of a card at once: Complete and Incomplete badges, the background check
// closed for the profile or only for the confirmed address (with the resend in its text), and
// the check's badges after submission.

type SectionListStoryProps = PageArgs & { entries: HubEntry[] };

function SectionListInFrame({ entries }: SectionListStoryProps) {
  return (
    <Box p={{ base: '4', md: '6' }} maxW="3xl">
      <SectionList entries={entries} />
    </Box>
  );
}

const meta = {
  title: 'Screens/Settings/Hub/SectionList',
  component: SectionListInFrame,
  args: {
    routePath: '/settings',
    entries: [
      { section: 'basic', status: 'complete' },
      { section: 'security' },
      { section: 'experience', status: 'incomplete' },
      { section: 'check', disabled: true, waitsFor: 'email' },
    ],
  },
  parameters: { ...signedIn(), ...withMockDb(() => unverifiedMember()) },
} satisfies Meta<typeof SectionListInFrame>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const card = (canvas: Canvas, name: string) =>
  within(canvas.getByText(name).closest('li') as HTMLElement);

/**
 * The check waits only for the confirmed address: it says so, is not a link, and carries the
 * resend, whose outcome shows in the card.
 */
export const WaitsForEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(canvas.getByRole('list', { name: hubTexts.sections }));
    await expect(list.getByRole('link', { name: /^Basic info/ })).toHaveAttribute(
      'href',
      '/settings/basic',
    );
    await expect(
      card(canvas, settingsTexts.sections.basic).getByText(settingsTexts.complete),
    ).toBeVisible();
    const check = card(canvas, settingsTexts.sections.check);
    await expect(check.queryByRole('link')).toBeNull();
    await expect(check.getByText(hubTexts.checkNeedsEmail)).toBeVisible();
    await userEvent.click(check.getByRole('button', { name: verificationTexts.resend }));
    await expect(await check.findByRole('status')).toHaveTextContent(
      `We sent a new link to ${DEMO_EMAIL}`,
    );
  },
};

export const WaitsForEmailMobile: Story = { ...WaitsForEmail, globals: mobile };

/** The check closed until the profile is complete: its reason, no resend. */
export const WaitsForProfile: Story = {
  args: {
    entries: [
      { section: 'basic', status: 'incomplete' },
      { section: 'check', disabled: true, waitsFor: 'profile' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const check = card(canvas, settingsTexts.sections.check);
    await expect(check.getByText(hubTexts.checkDisabled)).toBeVisible();
    await expect(check.queryByRole('button')).toBeNull();
    await expect(
      card(canvas, settingsTexts.sections.basic).getByText(settingsTexts.incomplete),
    ).toBeVisible();
  },
};

/** After submission: the check's own badge and description for each of its states. */
export const CheckStates: Story = {
  args: {
    entries: (['answerNeeded', 'answerSent', 'inReview', 'unpublished'] as const).map((check) => ({
      section: 'check',
      check,
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const state of ['answerNeeded', 'answerSent', 'inReview', 'unpublished'] as const) {
      await expect(canvas.getByText(hubTexts.checkStatus[state])).toBeVisible();
      await expect(canvas.getByText(hubTexts.checkDescriptions[state])).toBeVisible();
    }
    await expect(canvas.getAllByRole('link', { name: /^Background check/ })).toHaveLength(4);
  },
};
