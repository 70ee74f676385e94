import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiMessages, formatPhone } from '@/contract';
import { ProfileScreen } from '@/screens/profile/ProfileScreen';
import { profileTexts, viewAsTexts as texts } from '@/screens/profile/texts';
import { findUser } from '@mocks/db';
import { api, errorResponse } from '@mocks/http';
import { DEMO_USER_ID, withHandlers, withMockDb } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
import { signedIn } from '@stories/support/session';
import { mobile } from '@stories/support/viewports';

// "View my profile as" (issue 39 §8): the demo member's own profile, with the phone kept for
// the team, the e-mail for members and the website for nobody, seen as each viewer sees it.
// ProfileScreen shows ViewAsSelect beside Edit Profile; a chosen viewer opens ProfilePreview
// (its banner, then the page in ProfileLayout, which ProfileScreen lays out too).

const CHOICES = { contactEmail: 'members', contactPhone: 'team', website: 'nobody' } as const;
const me = () => findUser(DEMO_USER_ID)!;
const teamOnlyPhone = withMockDb(() => {
  me().contactVisibility = { ...CHOICES };
});

const at = (viewAs?: string): PageArgs => ({
  routePath: '/profile/:id',
  routeParams: { id: String(DEMO_USER_ID) },
  ...(viewAs ? { routeSearch: `?viewAs=${viewAs}` } : {}),
});

/** Only the preview's calls (with ?viewAs=) answer `answer`; the member's own load does not. */
const previewCalls = (answer: () => Promise<Response | undefined>) =>
  withHandlers(
    http.get(api('/v1/profiles/:id'), async ({ request }) =>
      new URL(request.url).searchParams.has('viewAs') ? answer() : undefined,
    ),
  );

const meta = {
  title: 'Screens/Profile/ViewAs',
  component: ProfileScreen,
  args: at(),
  parameters: { ...signedIn(), ...teamOnlyPhone },
} satisfies Meta<PageArgs>;

export default meta;
type Story = StoryObj<PageArgs>;
type Canvas = ReturnType<typeof within>;

const banner = (canvas: Canvas, viewer: keyof typeof texts.seeing) =>
  canvas.findByText(texts.seeing[viewer], undefined, { timeout: 10_000 });
/** My own profile: "View as" beside Edit Profile; choosing a viewer opens the preview. */
export const OwnProfile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findByLabelText(texts.label);
    await expect(select).toHaveDisplayValue(texts.yourself);
    await expect(canvas.getByRole('link', { name: profileTexts.editProfile })).toBeVisible();
    await userEvent.selectOptions(select, texts.viewers.team);
    await expect(await banner(canvas, 'team')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: profileTexts.editProfile })).toBeNull();
  },
};

/** As a visitor: no buttons, and Contact Info is the log-in invitation, inert. */
export const AsVisitor: Story = {
  args: at('visitor'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await banner(canvas, 'visitor')).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: profileTexts.loginToContact }),
    ).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: profileTexts.addToTeam })).toBeNull();
    await expect(canvas.queryByRole('button', { name: profileTexts.contactInfo })).toBeNull();
    await expect(canvas.getByLabelText(texts.label)).toHaveDisplayValue(texts.viewers.visitor);
  },
};

/** As a member outside the team: their buttons, disabled; the reveal shows the e-mail only. */
export const AsMember: Story = {
  args: at('member'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await banner(canvas, 'member')).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: profileTexts.addToTeam }),
    ).toBeDisabled();
    await expect(canvas.getByRole('button', { name: profileTexts.watch })).toBeDisabled();
    await userEvent.click(await canvas.findByRole('button', { name: profileTexts.contactInfo }));
    const details = within(await canvas.findByLabelText(profileTexts.contactHeading));
    await expect(details.getByText(me().contactEmail!)).toBeVisible();
    await expect(details.queryByText(profileTexts.phone)).toBeNull();
    await expect(details.queryByText(profileTexts.website)).toBeNull();
  },
};

/** As a team-mate: Watch only; the reveal shows the phone kept for the team too. */
export const AsTeamMember: Story = {
  args: at('team'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await banner(canvas, 'team')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: profileTexts.addToTeam })).toBeNull();
    await userEvent.click(await canvas.findByRole('button', { name: profileTexts.contactInfo }));
    const details = within(await canvas.findByLabelText(profileTexts.contactHeading));
    await expect(details.getByText(formatPhone(me().contactPhone!))).toBeVisible();
    await expect(details.queryByText(profileTexts.website)).toBeNull();
  },
};

export const AsTeamMemberMobile: Story = { ...AsTeamMember, globals: mobile };

/** While the preview loads: the banner already says whose view, the page a spinner. */
export const Loading: Story = {
  args: at('member'),
  parameters: previewCalls(async () => {
    await delay('infinite');
    return undefined;
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await banner(canvas, 'member')).toBeVisible();
    await expect(canvas.getByText(texts.loading)).toBeInTheDocument();
  },
};

/** The preview failed: why, and Try again; the way back stays. */
export const Failed: Story = {
  args: at('member'),
  parameters: previewCalls(async () => errorResponse('InternalError', apiMessages.internalError)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(texts.failed), {
      timeout: 10_000,
    });
    await expect(canvas.getByRole('button', { name: texts.retry })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: texts.back })).toHaveAttribute(
      'href',
      `/profile/${DEMO_USER_ID}`,
    );
  },
};
