import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ContactInfo } from '@/screens/profile/ContactInfo';
import { findUser } from '@mocks/db';
import { serverError } from '@mocks/scenarios';
import { withHandlers, withMockDb } from '@stories/support/mocks';
import { heldRequests } from '@stories/support/requests';
import { signedIn, signedOut } from '@stories/support/session';

/** A published demo member (demo/community.ts). */
const MEMBER_ID = 20;
const CONTACT = '/v1/profiles/:id/contact';

const withContact = (contact: {
  website: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
}) => withMockDb(() => Object.assign(findUser(MEMBER_ID)!, contact));

const meta = {
  title: 'Screens/Profile/ContactInfo',
  component: ContactInfo,
  decorators: [
    (Story) => (
      <Box p="6" maxW="18rem">
        <Story />
      </Box>
    ),
  ],
  args: { memberId: MEMBER_ID, routePath: '/profile/:id', routeParams: { id: '20' } },
  parameters: signedIn(),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const press = async (canvasElement: HTMLElement) => {
  const button = within(canvasElement).getByRole('button', { name: 'Contact Info' });
  await userEvent.click(button);
  return button;
};

/** Signed out: an invitation to log in that comes back to this profile; nothing revealed. */
export const SignedOut: Story = {
  parameters: signedOut(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const login = canvas.getByRole('link', { name: 'Log in to see contact info' });
    await expect(canvas.queryByRole('button', { name: 'Contact Info' })).toBeNull();
    await userEvent.click(login);
    await expect(await canvas.findByText('Navigated to /login')).toBeVisible();
  },
};

/** Signed in: the details stay behind 'Contact Info' until pressed. */
export const Reveal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Contact Info' })).toBeEnabled();
    await expect(canvas.queryByText('Phone')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The press waits for the answer: the button shows so and a second press sends nothing. */
const contactHeld = heldRequests('get', CONTACT);
export const Pending: Story = {
  parameters: withHandlers(...contactHeld.handlers),
  play: async ({ canvasElement }) => {
    const button = await press(canvasElement);
    await waitFor(() => expect(button).toBeDisabled());
    await expect(button).toHaveAttribute('data-loading');
    // The request reaches the mock worker a moment after the press.
    await waitFor(() => expect(contactHeld.count()).toBe(1));
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(contactHeld.count()).toBe(1);
  },
};

/** Revealed: website (new tab), e-mail and the phone as +1 (XXX) XXX-XXXX, as links. */
export const Revealed: Story = {
  parameters: withContact({
    website: 'harbor-advisory.example.com',
    contactEmail: 'hello@harbor-advisory.example.com',
    contactPhone: '15551234567',
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await press(canvasElement);
    await expect(await canvas.findByRole('link', { name: '+1 (555) 123-4567' })).toHaveAttribute(
      'href',
      'tel:+15551234567',
    );
    await expect(
      canvas.getByRole('link', { name: 'hello@harbor-advisory.example.com' }),
    ).toHaveAttribute('href', 'mailto:hello@harbor-advisory.example.com');
    const website = canvas.getByRole('link', { name: 'harbor-advisory.example.com' });
    await expect(website).toHaveAttribute('href', 'https://harbor-advisory.example.com');
    await expect(website).toHaveAttribute('target', '_blank');
    for (const label of ['Website', 'E-mail', 'Phone']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
    await expect(canvas.queryByRole('button', { name: 'Contact Info' })).toBeNull();
  },
};

/** Revealed, with only a phone: the other rows are left out. */
export const RevealedPhoneOnly: Story = {
  parameters: withContact({ website: null, contactEmail: null, contactPhone: '12125550199' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await press(canvasElement);
    await expect(await canvas.findByText('+1 (212) 555-0199')).toBeVisible();
    await expect(canvas.queryByText('Website')).toBeNull();
    await expect(canvas.queryByText('E-mail')).toBeNull();
  },
};

/** Revealed, and the member has given none. */
export const RevealedNone: Story = {
  parameters: withContact({ website: null, contactEmail: null, contactPhone: null }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await press(canvasElement);
    await expect(await canvas.findByText('No contact details yet.')).toBeVisible();
  },
};

/** The reveal fails: spec 8's text in a toast, and the button is there to try again. */
export const Failure: Story = {
  parameters: withHandlers(...serverError(['get', CONTACT])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await press(canvasElement);
    const toast = await within(canvasElement.ownerDocument.body).findByText('Something went wrong');
    await waitFor(() => expect(toast).toBeVisible());
    await expect(button).toBeEnabled();
    await expect(canvas.queryByText('Phone')).toBeNull();
  },
};
