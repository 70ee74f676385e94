import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SiteNavigation } from '@/components/navigation/SiteNavigation';
import { CommunityScreen } from '@/screens/community/CommunityScreen';
import { BackgroundCheckScreen } from '@/screens/settings/BackgroundCheckScreen';
import { checkTexts } from '@/screens/settings/checkTexts';
import { noCheck, serverError, slow } from '@mocks/scenarios';
import { withHandlers, withMockDb } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
import {
  DEMO_ACCOUNT_MENU,
  DEMO_FULL_NAME,
  signedIn,
  signedInIncomplete,
} from '@stories/support/session';

/**
 * The demo member's profile is complete and eligible; unpublished and without a check on
 * file, the form is open. (Submitted checks: CheckStatus.stories.tsx.)
 */
const ready = () => ({ ...signedIn({ published: false }), ...withMockDb(() => noCheck()) });

const meta = {
  title: 'Screens/Settings/BackgroundCheck',
  component: BackgroundCheckScreen,
  args: { routePath: '/settings/check' } satisfies PageArgs,
  parameters: ready(),
} satisfies Meta<typeof BackgroundCheckScreen>;

export default meta;
type Story = StoryObj<PageArgs>;

const SUBMIT: ['post', string] = ['post', '/v1/profiles'];
const SSN_MESSAGE = 'Enter the last 4 digits of your SSN.';
const SSN = '4821';

type Canvas = ReturnType<typeof within>;

const fields = (canvas: Canvas) => ({
  ssn: canvas.getByLabelText(/^Last 4 digits of the SSN/),
  experience: canvas.getByRole('checkbox', { name: /at least 8 years of experience/ }),
  noGuarantee: canvas.getByRole('checkbox', { name: /does not guarantee acceptance/ }),
  submit: canvas.getByRole('button', { name: /Submit/ }),
});

async function fill(canvas: Canvas) {
  await canvas.findByRole('form', { name: 'Your background check' });
  const form = fields(canvas);
  await userEvent.type(form.ssn, SSN);
  await userEvent.click(form.experience);
  await userEvent.click(form.noGuarantee);
  return form;
}

/** The form: the digits masked, numeric, kept out of autofill; both acknowledgements unticked. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Background check' })).toBeVisible();
    await canvas.findByRole('form', { name: 'Your background check' });
    const form = fields(canvas);
    await expect(form.ssn).toHaveAttribute('type', 'password');
    await expect(form.ssn).toHaveAttribute('inputmode', 'numeric');
    await expect(form.ssn).toHaveAttribute('autocomplete', 'off');
    await expect(form.ssn).toHaveAttribute('maxlength', '4');
    await expect(form.experience).not.toBeChecked();
    await expect(form.noGuarantee).not.toBeChecked();
    await expect(form.submit).toBeEnabled();
    // The digits can be checked before sending.
    await userEvent.type(form.ssn, '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Show digits' }));
    await expect(form.ssn).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide digits' })).toBeVisible();
  },
};

/** Spec 5: Submit with nothing: the SSN's message and both acknowledgements required. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('form', { name: 'Your background check' });
    const form = fields(canvas);
    await userEvent.click(form.submit);
    await expect(await canvas.findByText(SSN_MESSAGE)).toBeVisible();
    await expect(canvas.getAllByText('This field is required.')).toHaveLength(2);
    await expect(form.ssn).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(form.ssn).toHaveFocus());
    // Ticking an acknowledgement clears its message.
    await userEvent.click(form.experience);
    await waitFor(() => expect(canvas.getAllByText('This field is required.')).toHaveLength(1));
  },
};

/** Spec 5: exactly 4 digits, digits only: too few, or letters, get the same message. */
export const InvalidSsn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('form', { name: 'Your background check' });
    const form = fields(canvas);
    await userEvent.type(form.ssn, '482');
    await userEvent.tab();
    await expect(await canvas.findByText(SSN_MESSAGE)).toBeVisible();
    await userEvent.clear(form.ssn);
    await userEvent.type(form.ssn, '48a1');
    await expect(canvas.getByText(SSN_MESSAGE)).toBeVisible();
    // At most 4 characters can be typed.
    await userEvent.clear(form.ssn);
    await userEvent.type(form.ssn, '482135');
    await expect(form.ssn).toHaveValue(SSN);
    await waitFor(() => expect(canvas.queryByText(SSN_MESSAGE)).toBeNull());
  },
};

/** While the check is out, Submit shows its own pending state and cannot be pressed again. */
export const Submitting: Story = {
  parameters: { ...ready(), ...withHandlers(...slow('infinite', SUBMIT)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { submit } = await fill(canvas);
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    await expect(submit).toHaveAttribute('data-loading');
    await expect(canvas.getByText('Submitting…')).toBeVisible();
  },
};

/** The navigation, and the check or the community by the path, as the app shows them. */
function CheckInTheApp() {
  const { pathname } = useLocation();
  return (
    <>
      <SiteNavigation />
      {pathname === '/community' ? <CommunityScreen /> : <BackgroundCheckScreen />}
    </>
  );
}

/** In the app: the navigation, and the check or the community by the path. */
const inTheApp = {
  // Both paths render the story: /settings/check first, then /community.
  args: { routePath: '/:area/:section?', routeParams: { area: 'settings', section: 'check' } },
  render: () => <CheckInTheApp />,
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Story;

/**
 * Spec 4: 'Congratulations!', and the profile is live at once: the avatar menu gains Profile.
 * The digits are nowhere on the page afterwards.
 */
export const Success: Story = {
  ...inTheApp,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole('button', { name: DEMO_ACCOUNT_MENU });
    const menuItems = async () => {
      await userEvent.click(trigger);
      const menu = await waitFor(() => {
        const element = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
        expect(element).toHaveAttribute('data-state', 'open');
        return within(element as HTMLElement);
      });
      const items = menu.getAllByRole('menuitem').map((item) => item.textContent);
      // Escape closes the menu once it holds the focus (it moves there after opening; a busy
      // machine's Escape could otherwise reach the page before it).
      const content = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
      await waitFor(() => expect(content?.contains(document.activeElement)).toBe(true));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
      return items;
    };
    await canvas.findByRole('form', { name: 'Your background check' });
    await expect(await menuItems()).not.toContain('Profile');

    const { submit } = await fill(canvas);
    await userEvent.click(submit);
    const status = await canvas.findByRole('status');
    await expect(
      within(status).getByRole('heading', { level: 2, name: 'Congratulations!' }),
    ).toBeVisible();
    await expect(within(status).getByRole('link', { name: 'View your profile' })).toHaveAttribute(
      'href',
      '/profile/1',
    );
    // Below it, the check's state: submitted, the profile live while reviewers check it.
    await expect(
      await canvas.findByRole('heading', { level: 2, name: checkTexts.state.submitted }),
    ).toBeVisible();
    await expect(canvas.getByText(checkTexts.liveWhileChecked)).toBeVisible();
    await expect(canvasElement.ownerDocument.body.innerHTML).not.toContain(SSN);
    await expect(await menuItems()).toContain('Profile');
  },
};

/** After the check the member is found in the community at once. */
export const FoundInCommunity: Story = {
  ...inTheApp,
  play: async (context) => {
    await Success.play!(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'See the community' }));
    await userEvent.selectOptions(await canvas.findByLabelText('Profession'), 'Accounting');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByRole('link', { name: DEMO_FULL_NAME })).toBeVisible();
  },
};

/** Spec 8: any failure reads 'An error occurred'; the form stays filled to try again. */
export const Failure: Story = {
  parameters: { ...ready(), ...withHandlers(...serverError(SUBMIT)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await fill(canvas);
    await userEvent.click(form.submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('An error occurred');
    await expect(form.ssn).toHaveValue(SSN);
    await expect(form.experience).toBeChecked();
    await expect(canvas.queryByText('Congratulations!')).toBeNull();
  },
};

/** The completion rule is not met (the address typed): the screen says so and links to the hub. */
export const NotReady: Story = {
  parameters: signedInIncomplete(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Not ready yet' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    await expect(canvas.queryByLabelText(/^Last 4 digits/)).toBeNull();
  },
};

/** Published, yet no check on file (should not happen): nothing to submit; the way to the hub. */
export const AlreadyPublished: Story = {
  parameters: { ...signedIn(), ...withMockDb(() => noCheck()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Your profile is already live' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Settings' })).toBeVisible();
    await expect(canvas.queryByLabelText(/^Last 4 digits/)).toBeNull();
  },
};

/** While the career records load (the readiness flag needs them). */
export const Loading: Story = {
  parameters: { ...ready(), ...withHandlers(...slow('infinite', ['get', '/v1/positions'])) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading your profile')).toBeInTheDocument();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** On a phone the form fits the width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
