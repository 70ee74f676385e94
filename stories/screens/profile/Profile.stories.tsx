import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { ProfileScreen } from '@/screens/profile/ProfileScreen';
import { profileTexts } from '@/screens/profile/texts';
import { findUser } from '@mocks/db';
import { createCertification } from '@mocks/factories';
import { slow, teamRelation } from '@mocks/scenarios';
import { DEMO_USER_ID, withHandlers, withMockDb } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
import { signedIn, signedOut } from '@stories/support/session';

/** A member the demo member has no relation with and does not watch (demo/community.ts). */
const OTHER_ID = 20;
/** A member the demo member watches. */
const WATCHED_ID = 8;

const other = (id = OTHER_ID) => findUser(id)!;

const LONG_BIO = Array.from(
  { length: 12 },
  (_, i) =>
    `Paragraph ${i + 1}: twenty years of advising independent practices on growth, pricing and the systems that let a small team serve clients well.`,
).join('\n');

const meta = {
  title: 'Screens/Profile/Profile',
  component: ProfileScreen,
  args: { routePath: '/profile/:id', routeParams: { id: String(OTHER_ID) } },
  parameters: signedIn(),
} satisfies Meta<PageArgs>;

export default meta;
type Story = StoryObj<PageArgs>;

const own: Partial<Story> = { args: { routeParams: { id: String(DEMO_USER_ID) } } };

const heading = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1 }, { timeout: 5000 });

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The toast viewport lives outside the canvas and slides in. */
async function toastShows(canvasElement: HTMLElement, text: string) {
  const toast = await body(canvasElement).findByText(text);
  await waitFor(() => expect(toast).toBeVisible());
}

/** My own published profile: Edit Profile and the two upload buttons, no member actions. */
export const OwnPublished: Story = {
  ...own,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const me = findUser(DEMO_USER_ID)!;
    await expect(await heading(canvasElement)).toHaveTextContent(`${me.firstName} ${me.lastName}`);
    await expect(canvas.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/settings',
    );
    await expect(canvas.getByRole('button', { name: 'Upload avatar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload cover' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add to Team' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Watch' })).toBeNull();
  },
};

/** Spec 2: my own profile is viewable only once published. */
export const OwnUnpublished: Story = {
  ...own,
  parameters: signedIn({ published: false }),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toHaveTextContent('404');
  },
};

/** A PNG signature: enough for the type check here and the content check of the mock upload. */
const pngFile = () =>
  new File(
    [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
    'me.png',
    { type: 'image/png' },
  );

/** The chosen avatar shows at once; its button waits while the upload runs. */
export const UploadInProgress: Story = {
  ...own,
  parameters: withHandlers(...slow('infinite', ['post', '/v1/uploads/:kind'])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    fireEvent.change(canvas.getByTestId('upload-avatars'), { target: { files: [pngFile()] } });
    const button = await canvas.findByRole('button', { name: /Uploading/ });
    await expect(button).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Upload cover' })).toBeEnabled();
  },
};

/** Once the upload is done, the server's processed sizes replace the chosen file's preview. */
export const UploadFinished: Story = {
  ...own,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const me = findUser(DEMO_USER_ID)!;
    await heading(canvasElement);
    fireEvent.change(canvas.getByTestId('upload-avatars'), { target: { files: [pngFile()] } });
    await waitFor(() =>
      expect(
        canvas.getByRole('img', { name: `${me.firstName} ${me.lastName}` }).getAttribute('src'),
      ).toMatch(/^\/api\/uploads\/avatars\//),
    );
    await expect(canvas.getByRole('button', { name: 'Upload avatar' })).toBeEnabled();
  },
};

/** A file of another type (or 8 MB and over) is refused before anything is sent. */
export const FileRefused: Story = {
  ...own,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(canvas.getByTestId('upload-covers'), { target: { files: [text] } });
    await toastShows(canvasElement, 'Please select an image file 8MB or smaller');
    await expect(canvas.getByRole('button', { name: 'Upload cover' })).toBeEnabled();
  },
};

/** Signed out: no member actions; contact details invite a login. */
export const OtherSignedOut: Story = {
  parameters: signedOut(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement)).toHaveTextContent(other().firstName);
    await expect(canvas.getByRole('link', { name: 'Log in to see contact info' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(canvas.queryByRole('button', { name: 'Add to Team' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Watch' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Contact Info' })).toBeNull();
  },
};

/** No relation: Add to Team asks first, then sends the request. */
export const OtherNoRelation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    // The tab names the member, as the server's link preview does.
    await waitFor(() =>
      expect(document.title).toBe(`${other().firstName} ${other().lastName} | Guildhall`),
    );
    await expect(await canvas.findByRole('button', { name: 'Watch' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Add to Team' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(profileTexts.confirmInviteTitle(other().firstName));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await toastShows(canvasElement, 'Request sent!');
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Add to Team' })).toBeNull());
  },
};

/** They invited me: Accept makes me a member of their team. */
export const InvitedMe: Story = {
  parameters: withMockDb(() => teamRelation(OTHER_ID, 'pending', 'incoming')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = other().firstName;
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept' }));
    await toastShows(canvasElement, `You are oficially on ${name}'s team!`);
    await expect(canvas.queryByRole('button', { name: 'Decline' })).toBeNull();
    await expect(canvas.getByText(profileTexts.onTeam(name))).toBeVisible();
  },
};

/** They invited me: Decline says so in a warning toast. */
export const DeclineInvitation: Story = {
  parameters: withMockDb(() => teamRelation(OTHER_ID, 'pending', 'incoming')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Decline' }));
    await toastShows(canvasElement, `You have declined ${other().firstName}'s invitation.`);
    await expect(canvas.queryByRole('button', { name: 'Accept' })).toBeNull();
  },
};

/** They accepted my invitation: no Add to Team. */
export const Accepted: Story = {
  parameters: withMockDb(() => teamRelation(OTHER_ID, 'accepted', 'outgoing')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Watch' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add to Team' })).toBeNull();
  },
};

/** They declined my invitation: Add to Team shows again (spec 6). */
export const Declined: Story = {
  parameters: withMockDb(() => teamRelation(OTHER_ID, 'declined', 'outgoing')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Add to Team' })).toBeVisible();
  },
};

/** A watched member: Stop Watching, then Watch again. */
export const Watched: Story = {
  args: { routeParams: { id: String(WATCHED_ID) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Stop Watching' }));
    await toastShows(canvasElement, 'Removed from watch list.');
    await expect(await canvas.findByRole('button', { name: 'Watch' })).toBeVisible();
  },
};

/** Contact Info reveals website, e-mail and the phone as +1 (XXX) XXX-XXXX. */
export const ContactRevealed: Story = {
  parameters: withMockDb(() => {
    Object.assign(other(), {
      website: 'example.com',
      contactEmail: 'hello@example.com',
      contactPhone: '15551234567',
    });
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Contact Info' }));
    await expect(await canvas.findByText('+1 (555) 123-4567')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute(
      'href',
      'mailto:hello@example.com',
    );
    await expect(canvas.getByRole('link', { name: 'example.com' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Contact Info' })).toBeNull();
  },
};

/** Issue 24 §4: the other member's details, each kept for its own audience. */
const keptContact = (visibility: Partial<ReturnType<typeof other>['contactVisibility']>) => () =>
  Object.assign(other(), {
    website: 'example.com',
    contactEmail: 'hello@example.com',
    contactPhone: '15551234567',
    contactVisibility: { ...other().contactVisibility, ...visibility },
  });
const onlyMe = { website: 'nobody', contactEmail: 'nobody', contactPhone: 'nobody' } as const;

/** Every detail kept to the member: no Contact Info button at all. */
export const ContactHidden: Story = {
  parameters: withMockDb(keptContact(onlyMe)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement)).toHaveTextContent(other().firstName);
    await expect(await canvas.findByRole('button', { name: 'Watch' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Contact Info' })).toBeNull();
    await expect(canvas.queryByText('hello@example.com')).toBeNull();
  },
};

/** Signed out, and nothing a member could see either: no invitation to log in for it. */
export const ContactHiddenSignedOut: Story = {
  parameters: { ...signedOut(), ...withMockDb(keptContact(onlyMe)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement)).toHaveTextContent(other().firstName);
    await expect(canvas.queryByRole('link', { name: 'Log in to see contact info' })).toBeNull();
  },
};

/**
 * Signed out, one detail visible to members (the others kept to the team and to nobody): the
 * invitation to log in shows, and nothing of the details (issue 38 §8).
 */
export const ContactForMembersSignedOut: Story = {
  parameters: {
    ...signedOut(),
    ...withMockDb(
      keptContact({ contactPhone: 'members', contactEmail: 'team', website: 'nobody' }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement)).toHaveTextContent(other().firstName);
    await expect(canvas.getByRole('link', { name: 'Log in to see contact info' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(canvas.queryByRole('button', { name: 'Contact Info' })).toBeNull();
    await expect(canvas.queryByText('+1 (555) 123-4567')).toBeNull();
    await expect(canvas.queryByText('hello@example.com')).toBeNull();
  },
};

/** Signed out, details for the team alone: logging in shows most members nothing, so no prompt. */
export const ContactForTeamSignedOut: Story = {
  parameters: {
    ...signedOut(),
    ...withMockDb(keptContact({ contactPhone: 'team', contactEmail: 'team', website: 'nobody' })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement)).toHaveTextContent(other().firstName);
    await expect(canvas.queryByRole('link', { name: 'Log in to see contact info' })).toBeNull();
  },
};

/** Phone for members, e-mail for the team, website for nobody: a member sees the phone only. */
export const ContactPartlyVisible: Story = {
  parameters: withMockDb(
    keptContact({ contactPhone: 'members', contactEmail: 'team', website: 'nobody' }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Contact Info' }));
    await expect(await canvas.findByText('+1 (555) 123-4567')).toBeVisible();
    await expect(canvas.queryByText(profileTexts.contactEmail)).toBeNull();
    await expect(canvas.queryByText(profileTexts.website)).toBeNull();
    await expect(canvas.queryByText('hello@example.com')).toBeNull();
  },
};

/** The same choices seen by a team-mate (the other member's team, accepted): e-mail and phone. */
export const ContactTeamVisible: Story = {
  parameters: withMockDb(() => {
    keptContact({ contactPhone: 'members', contactEmail: 'team', website: 'nobody' })();
    teamRelation(OTHER_ID, 'accepted', 'incoming');
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Contact Info' }));
    await expect(await canvas.findByRole('link', { name: 'hello@example.com' })).toHaveAttribute(
      'href',
      'mailto:hello@example.com',
    );
    await expect(canvas.getByText('+1 (555) 123-4567')).toBeVisible();
    await expect(canvas.queryByText(profileTexts.website)).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'example.com' })).toBeNull();
  },
};

const longBio = withMockDb(() => {
  other().bio = LONG_BIO;
});

/** A long bio shows 3 lines and Read More. */
export const LongBioCollapsed: Story = {
  parameters: longBio,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = await canvas.findByRole('button', { name: 'Read More' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Read More shows the whole bio; Read Less folds it again. */
export const LongBioExpanded: Story = {
  parameters: longBio,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Read More' }));
    await expect(canvas.getByRole('button', { name: 'Read Less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByText(/Paragraph 12/)).toBeVisible();
  },
};

/** Licenses newest first (spec 9); one that has expired says so. */
export const Licenses: Story = {
  parameters: withMockDb(() => {
    createCertification(OTHER_ID, {
      name: 'Old License',
      issuedDate: '2012-06-01',
      expirationDate: '2020-06-01',
    });
    createCertification(OTHER_ID, { name: 'New License', issuedDate: '2021-03-01' });
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: 'Licenses' });
    const items = within(section).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('New License');
    await expect(items[0]).toHaveTextContent('Issued March 2021');
    await expect(items[0]).not.toHaveTextContent('Expired');
    await expect(items[1]).toHaveTextContent('Old License');
    await expect(items[1]).toHaveTextContent('Expires June 2020');
    await expect(within(items[1]!).getByText('Expired')).toBeVisible();
  },
};

/** An id no member has: the not-found view. */
export const UnknownId: Story = {
  args: { routeParams: { id: '9999' } },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toHaveTextContent('404');
  },
};

/** Not an id at all: the not-found view, without a request. */
export const InvalidId: Story = {
  args: { routeParams: { id: 'abc' } },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toHaveTextContent('404');
  },
};
