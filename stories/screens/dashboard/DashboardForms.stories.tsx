import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  InvitePeerFields,
  type InvitePeerFieldsProps,
  PostLinkForm,
  type PostLinkFormProps,
} from '@/screens/dashboard/DashboardForms';
import { inviteTexts, postTexts } from '@/screens/dashboard/formTexts';
import type { PageArgs } from '@stories/support/page';
import { inColumn } from './formsSupport';

// The forms' chunk on its own, its callbacks spied on. Their states with the store and the API
// (pending, success, failure, throttled…) are in PostComposer.stories and InvitePeerForm.stories.

interface FormsArgs extends PageArgs {
  onPost: PostLinkFormProps['onSubmit'];
  onInvite: InvitePeerFieldsProps['onSubmit'];
}

const meta = {
  title: 'Screens/Dashboard/DashboardForms',
  decorators: [inColumn('40rem')],
  args: {
    routePath: '/dashboard',
    onPost: fn(async () => undefined),
    // The invitation went out: the fields clear.
    onInvite: fn(async () => true),
  },
} satisfies Meta<FormsArgs>;

export default meta;
type Story = StoryObj<FormsArgs>;

const LINK = 'https://www.linkedin.com/posts/guildhall-member-activity-7263';
const PEER = 'pat.peer@example.com';

/** PostLinkForm: focused on its link; Submit waits for a link; a bad one is refused. */
export const PostLink: Story = {
  render: ({ onPost }) => <PostLinkForm texts={postTexts} pending={false} onSubmit={onPost} />,
  play: async ({ args, canvasElement }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Add Linkedin Post' }));
    const link = form.getByLabelText(/^Linkedin post link/);
    const submit = form.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(link).toHaveFocus());
    await expect(link).toBeRequired();
    await expect(form.getByText('Paste the link to your public Linkedin post.')).toBeVisible();
    await expect(submit).toBeDisabled();
    await userEvent.type(link, 'linkedin.com/posts/mine');
    await userEvent.click(submit);
    await expect(await form.findByText('Enter a valid url.')).toBeVisible();
    await expect(args.onPost).not.toHaveBeenCalled();
    await userEvent.clear(link);
    await userEvent.type(link, LINK);
    await userEvent.click(submit);
    await waitFor(() => expect(args.onPost).toHaveBeenCalledTimes(1));
    await expect(args.onPost).toHaveBeenCalledWith({ link: LINK }, expect.anything());
  },
};

/** InvitePeerFields: e-mail required, name optional; sent, the fields clear. */
export const InvitePeer: Story = {
  render: ({ onInvite }) => (
    <InvitePeerFields texts={inviteTexts} pending={false} onSubmit={onInvite} />
  ),
  play: async ({ args, canvasElement }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Invite a peer' }));
    const email = form.getByLabelText(/^Email/);
    const name = form.getByLabelText('Name (optional)');
    const send = form.getByRole('button', { name: 'Send invitation' });
    await expect(email).toBeRequired();
    await expect(name).not.toBeRequired();
    await userEvent.click(send);
    await expect(await form.findByText('Enter a valid email address.')).toBeVisible();
    await expect(args.onInvite).not.toHaveBeenCalled();
    await userEvent.type(email, PEER);
    await userEvent.type(name, 'Pat');
    await userEvent.click(send);
    await waitFor(() => expect(args.onInvite).toHaveBeenCalledTimes(1));
    await expect(args.onInvite).toHaveBeenCalledWith(
      expect.objectContaining({ email: PEER, name: 'Pat' }),
    );
    await waitFor(() => expect(email).toHaveValue(''));
    await expect(name).toHaveValue('');
  },
};
