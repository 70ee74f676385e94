import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PageArgs } from '@stories/support/page';
import { expect, userEvent, within } from 'storybook/test';
import { apiMessages } from '@/contract';
import { hubTexts } from '@/screens/settings/hubTexts';
import { SettingsHubScreen } from '@/screens/settings/SettingsHubScreen';
import {
  myCheckAt,
  newcomerAt,
  serverError,
  slow,
  unverifiedMember,
  type HubStep,
} from '@mocks/scenarios';
import { DEMO_USER_ID, NEWCOMER_ID, withHandlers, withMockDb } from '@stories/support/mocks';
import { signedIn, signedInIncomplete } from '@stories/support/session';
import { mobile } from '@stories/support/viewports';

const meta = {
  title: 'Screens/Settings/Hub',
  component: SettingsHubScreen,
  args: { routePath: '/settings' } satisfies PageArgs,
  parameters: { ...signedInIncomplete(), ...withMockDb(() => newcomerAt('eligible')) },
} satisfies Meta<typeof SettingsHubScreen>;

export default meta;
type Story = StoryObj<PageArgs>;

type Canvas = ReturnType<typeof within>;
const POSITIONS: ['get', string] = ['get', '/v1/positions'];
const CAREER_SECTIONS = ['Experience', 'Education', 'Licenses', 'Testimonials'];

const at = (step: HubStep) => ({ ...signedInIncomplete(), ...withMockDb(() => newcomerAt(step)) });

/** The sections list once loaded. */
const sections = async (canvas: Canvas) =>
  within(await canvas.findByRole('list', { name: 'Sections' }));
const sectionLink = (list: Canvas, name: string) =>
  list.queryByRole('link', { name: new RegExp(`^${name}`) });
const missing = (canvas: Canvas) =>
  within(canvas.getByRole('region', { name: "What's still missing" }));

async function expectSections(list: Canvas, shown: string[], hidden: string[]) {
  for (const name of shown) await expect(list.getByText(name)).toBeVisible();
  for (const name of hidden) await expect(list.queryByText(name)).toBeNull();
}

/** Just signed up: Basic info and Security only; every basic field is missing. */
export const NewMember: Story = {
  parameters: at('newMember'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await sections(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expectSections(
      list,
      ['Basic info', 'Security'],
      [...CAREER_SECTIONS, 'Background check'],
    );
    await expect(sectionLink(list, 'Basic info')).toHaveAttribute('href', '/settings/basic');
    await expect(within(list.getAllByRole('listitem')[0]!).getByText('Incomplete')).toBeVisible();
    const todo = missing(canvas);
    await expect(todo.getByRole('link', { name: 'Choose your career stage' })).toHaveAttribute(
      'href',
      '/settings/basic',
    );
    await expect(
      todo.getByRole('link', { name: 'Choose at least one area of expertise' }),
    ).toBeVisible();
    // Career items are listed, but their sections open after basic info.
    await expect(todo.getByText('0 of 96 months of positions')).toBeVisible();
    await expect(todo.queryByRole('link', { name: /months of positions/ })).toBeNull();
    await expect(
      todo.getByText('Experience, Education and Licenses open once your basic info is complete.'),
    ).toBeVisible();
  },
};

/** Basic info done, but employed: not eligible, so the career sections stay hidden, and why. */
export const BasicInfoDone: Story = {
  parameters: at('employed'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await sections(canvas);
    await expectSections(
      list,
      ['Basic info', 'Security'],
      [...CAREER_SECTIONS, 'Background check'],
    );
    const todo = missing(canvas);
    await expect(todo.queryByRole('link', { name: /Choose/ })).toBeNull();
    await expect(
      todo.getByRole('note', { name: 'Why some sections are hidden' }),
    ).toHaveTextContent(/your career stage says you are employed/i);
  },
};

/** Independent but under 8 years: hidden too, with that reason. */
export const UnderEightYears: Story = {
  parameters: at('underEightYears'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sections(canvas);
    await expect(missing(canvas).getByRole('note')).toHaveTextContent(
      /8 years of experience or more/,
    );
  },
};

/**
 * Basic info done and eligible: the career sections and the background check appear; the
 * check stays disabled; 36 of 96 months and the missing education link to their sections.
 */
export const Eligible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await sections(canvas);
    await expectSections(
      list,
      ['Basic info', 'Security', ...CAREER_SECTIONS, 'Background check'],
      [],
    );
    await expect(sectionLink(list, 'Experience')).toHaveAttribute('href', '/settings/experience');
    await expect(sectionLink(list, 'Licenses')).toHaveAttribute('href', '/settings/certifications');
    await expect(sectionLink(list, 'Background check')).toBeNull();
    await expect(list.getByText('Opens when nothing is missing from your profile.')).toBeVisible();
    const todo = missing(canvas);
    await expect(todo.getByRole('link', { name: '36 of 96 months of positions' })).toHaveAttribute(
      'href',
      '/settings/experience',
    );
    await expect(todo.getByRole('link', { name: 'Add at least one education' })).toHaveAttribute(
      'href',
      '/settings/education',
    );
    await expect(todo.queryByRole('note')).toBeNull();
  },
};

/** A legal member whose only gap is a license: the item links to Licenses. */
export const LegalWithoutLicense: Story = {
  parameters: at('legalWithoutLicense'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sections(canvas);
    await expect(
      missing(canvas).getByRole('link', { name: 'Legal needs at least one license' }),
    ).toHaveAttribute('href', '/settings/certifications');
  },
};

/** Everything the rule asks for: Basic info Complete, the background check opens (Incomplete). */
export const Complete: Story = {
  parameters: at('complete'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await sections(canvas);
    await expect(within(list.getAllByRole('listitem')[0]!).getByText('Complete')).toBeVisible();
    const check = sectionLink(list, 'Background check');
    await expect(check).toHaveAttribute('href', '/settings/check');
    await expect(check!.closest('li')).toHaveTextContent('Incomplete');
    await expect(missing(canvas).getByText('Your profile is complete.')).toBeVisible();
  },
};

/** Complete yet unconfirmed address: 'check' waiting for the address. */
const completeUnverified = (sentJustNow: boolean) => ({
  ...signedInIncomplete(),
  ...withMockDb(() => {
    newcomerAt('complete');
    unverifiedMember(NEWCOMER_ID, { sentJustNow });
  }),
});

/**
 * Everything the rule asks for but the confirmed e-mail address: the background check stays
 * closed and says that is all it waits for, with the resend beside it (issue 38 §8).
 */
export const CompleteButUnverified: Story = {
  parameters: completeUnverified(false),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await sections(canvas);
    await expect(sectionLink(list, 'Background check')).toBeNull();
    const entry = within(list.getByText('Background check').closest('li')!);
    await expect(entry.getByText(hubTexts.checkNeedsEmail)).toBeVisible();
    await expect(entry.queryByText(hubTexts.checkDisabled)).toBeNull();
    await userEvent.click(entry.getByRole('button', { name: 'Resend the e-mail' }));
    await expect(await entry.findByRole('status')).toHaveTextContent(
      /^We sent a new link to .+@.+\. It works for 24 hours\.$/,
    );
    await expect(missing(canvas).getByText('Your profile is complete.')).toBeVisible();
  },
};

/** The same, a verification e-mail sent this minute: the resend says why it waits. */
export const CompleteButUnverifiedResendRefused: Story = {
  parameters: completeUnverified(true),
  play: async ({ canvasElement }) => {
    const list = await sections(within(canvasElement));
    const entry = within(list.getByText('Background check').closest('li')!);
    await userEvent.click(entry.getByRole('button', { name: 'Resend the e-mail' }));
    await expect(await entry.findByRole('alert')).toHaveTextContent(
      apiMessages.verificationThrottled,
    );
    await expect(entry.getByRole('button', { name: 'Resend the e-mail' })).toBeEnabled();
  },
};

/** Published: no background check; a line says the profile is live, with its link. */
export const Published: Story = {
  parameters: signedIn(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await sections(canvas);
    await expectSections(
      list,
      ['Basic info', 'Security', ...CAREER_SECTIONS],
      ['Background check'],
    );
    await expect(canvas.getByText(/Your profile is live in the community\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View your profile' })).toHaveAttribute(
      'href',
      `/profile/${DEMO_USER_ID}`,
    );
  },
};

/**
 * A notice waits for the member's answer: the background check is back on the hub though the
 * profile is live, marked 'Answer needed', and opens the check.
 */
export const NoticeWaiting: Story = {
  parameters: { ...signedIn(), ...withMockDb(() => myCheckAt('notice')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await sections(canvas);
    const check = sectionLink(list, 'Background check');
    await expect(check).toHaveAttribute('href', '/settings/check');
    const entry = within(check!.closest('li')!);
    await expect(entry.getByText(hubTexts.checkStatus.answerNeeded)).toBeVisible();
    await expect(entry.getByText(hubTexts.checkDescriptions.answerNeeded)).toBeVisible();
    await expect(canvas.getByText(/Your profile is live in the community\./)).toBeVisible();
  },
};

/**
 * Unpublished after review: the check says why (not spec 4's 'Incomplete' step, whose form
 * the server would refuse), and the lead no longer asks to complete sections.
 */
export const UnpublishedAfterReview: Story = {
  parameters: { ...signedIn(), ...withMockDb(() => myCheckAt('adverse')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await sections(canvas);
    const check = sectionLink(list, 'Background check');
    await expect(check).toHaveAttribute('href', '/settings/check');
    const entry = within(check!.closest('li')!);
    await expect(entry.getByText(hubTexts.checkStatus.unpublished)).toBeVisible();
    await expect(entry.queryByText('Incomplete')).toBeNull();
    await expect(canvas.getByText(hubTexts.notListed)).toBeVisible();
    await expect(canvas.queryByText(hubTexts.lead)).toBeNull();
  },
};

/** Skeletons while the career records load. */
export const Loading: Story = {
  parameters: { ...at('eligible'), ...withHandlers(...slow('infinite', POSITIONS)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading your settings')).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Sections' })).toBeNull();
  },
};

/** The records cannot be read: spec 8's load failure, and Try again. */
export const Failure: Story = {
  parameters: { ...at('eligible'), ...withHandlers(...serverError(POSITIONS)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // GETs are retried (spec 9: 4 times) before the failure shows.
    const alert = await canvas.findByRole('alert', {}, { timeout: 15000 });
    await expect(alert).toHaveTextContent(
      'Something went wrong. Please refresh or try again later.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** On a phone the missing list follows the sections, and nothing overflows sideways. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sections(canvas);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
