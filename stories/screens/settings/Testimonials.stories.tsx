import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { verificationTexts } from '@/components/account/verificationTexts';
import { apiMessages } from '@/contract';
import { TestimonialRequestsScreen } from '@/screens/settings/TestimonialRequestsScreen';
import { noTestimonials, serverError, slow, testimonialsInEveryStatus } from '@mocks/scenarios';
import { db } from '@mocks/db';
import { recipientCapped } from '@mocks/scenarios/sending';
import { DEMO_EMAIL, withHandlers, withMockDb } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
import { signedIn } from '@stories/support/session';
import { mobile } from '@stories/support/viewports';

// The requests' list is TestimonialRequestList (src/screens/settings/TestimonialRequestList.tsx),
// with each request's provenance line; these stories play it in every state.

const meta = {
  title: 'Screens/Settings/Testimonials',
  component: TestimonialRequestsScreen,
  args: { routePath: '/settings/testimonials' } satisfies PageArgs,
  // The demo member: one request of each status (Cleo Diaz pending, Ben Carter unpublished,
  // Ada Brooks published).
  parameters: signedIn(),
} satisfies Meta<typeof TestimonialRequestsScreen>;

export default meta;
type Story = StoryObj<PageArgs>;

const LIST: ['get', string] = ['get', '/v1/testimonials'];
const REQUEST: ['post', string] = ['post', '/v1/testimonials'];
const RESEND: ['post', string] = ['post', '/v1/testimonials/:id/emails'];
const PATCH: ['patch', string] = ['patch', '/v1/testimonials/:id'];
const SENT = 'Request sent!';
const TOO_SOON = 'You can only send testimonial request once every seven days.';

type Canvas = ReturnType<typeof within>;

/** The list's rows, in order, once loaded. */
async function rows(canvas: Canvas) {
  const list = await canvas.findByRole('list');
  return within(list).getAllByRole('listitem');
}

/** One writer's row. */
async function rowOf(canvas: Canvas, name: string) {
  const heading = await canvas.findByRole('heading', { level: 3, name });
  return within(heading.closest('li') as HTMLElement);
}

const form = (canvas: Canvas) => ({
  name: canvas.getByLabelText(/^Name/),
  email: canvas.getByLabelText(/^Email/),
  send: canvas.getByRole('button', { name: /Send request|Sending/ }),
});

async function fillRequest(canvas: Canvas, name = 'Grace Hopper', email = 'grace@example.com') {
  await canvas.findByRole('form', { name: 'Request a testimonial' });
  const fields = form(canvas);
  await userEvent.type(fields.name, name);
  await userEvent.type(fields.email, email);
  return fields;
}

async function expectToast(text: string) {
  const toast = await within(document.body).findByText(text);
  await waitFor(() => expect(toast).toBeVisible());
}

/** One request in each status, newest first, each with the action its status allows. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    const items = await rows(canvas);
    await expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Cleo Diaz',
      'Ben Carter',
      'Ada Brooks',
    ]);
    const pending = await rowOf(canvas, 'Cleo Diaz');
    await expect(pending.getByText('Pending')).toBeVisible();
    await expect(pending.getByText('Requested Nov 10, 2026')).toBeVisible();
    await expect(pending.getByRole('button', { name: 'Send again' })).toBeEnabled();
    await expect(pending.queryByRole('blockquote')).toBeNull();

    const unpublished = await rowOf(canvas, 'Ben Carter');
    await expect(unpublished.getByText('Not on your profile')).toBeVisible();
    await expect(unpublished.getByText('Controller, Blue Harbor Logistics')).toBeVisible();
    await expect(unpublished.getByRole('button', { name: 'Publish' })).toHaveAccessibleDescription(
      'Ben Carter',
    );

    const published = await rowOf(canvas, 'Ada Brooks');
    await expect(published.getByText('Published on your profile')).toBeVisible();
    await expect(published.getByText(/Sharp, calm under pressure/)).toBeVisible();
    await expect(published.getByRole('button', { name: 'Unpublish' })).toBeEnabled();
  },
};

/** Nothing requested yet: the list says so under the form. */
export const Empty: Story = {
  parameters: { ...signedIn(), ...withMockDb(() => noTestimonials()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^No requests yet/)).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Three of each status, newest first (spec 9), whatever their status. */
export const SeveralInEachStatus: Story = {
  parameters: { ...signedIn(), ...withMockDb(() => testimonialsInEveryStatus()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = await rows(canvas);
    await expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Hana Ito',
      'Cleo Diaz',
      'Marcus Webb',
      'Omar Haddad',
      'Priya Nair',
      'Ben Carter',
      'Lucía Romero',
      'Ada Brooks',
      'Tom Becker',
    ]);
    await expect(canvas.getAllByRole('button', { name: 'Send again' })).toHaveLength(3);
    await expect(canvas.getAllByRole('button', { name: 'Unpublish' })).toHaveLength(3);
    await expect(canvas.getAllByRole('button', { name: 'Publish' })).toHaveLength(3);
    await expect(canvas.getAllByText('Pending')).toHaveLength(3);
  },
};

/** While the list loads: skeletons, announced as busy. */
export const Loading: Story = {
  parameters: { ...signedIn(), ...withHandlers(...slow('infinite', LIST)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading your testimonials')).toBeInTheDocument();
    await expect(canvas.queryByRole('list')).toBeNull();
    // The request form does not wait for the list.
    await expect(canvas.getByLabelText(/^Name/)).toBeEnabled();
  },
};

/** The list fails to load: the catalogue's message and a way to try again. */
export const LoadFailure: Story = {
  parameters: { ...signedIn(), ...withHandlers(...serverError(LIST)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please refresh or try again later.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** A filled request: no messages, Send request ready. */
export const RequestFilled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fields = await fillRequest(canvas);
    await userEvent.tab();
    await expect(fields.name).not.toHaveAttribute('aria-invalid');
    await expect(fields.email).not.toHaveAttribute('aria-invalid');
    await expect(fields.send).toBeEnabled();
  },
};

/** Spec 5: both required, a valid e-mail, at most 100 characters each. */
export const RequestInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('form', { name: 'Request a testimonial' });
    const fields = form(canvas);
    await userEvent.click(fields.send);
    await expect(await canvas.findByText('Enter a valid value.')).toBeVisible();
    await expect(canvas.getByText('Enter a valid email address.')).toBeVisible();
    await waitFor(() => expect(fields.name).toHaveFocus());

    await userEvent.click(fields.name);
    await userEvent.paste('x'.repeat(101));
    await userEvent.type(fields.email, 'grace@');
    await userEvent.tab();
    await expect(await canvas.findByText('Maximum length is 100 characters.')).toBeVisible();
    await expect(canvas.getByText('Enter a valid email address.')).toBeVisible();
    await expect(fields.name).toHaveAttribute('aria-invalid', 'true');
    await expect(fields.email).toHaveAttribute('aria-invalid', 'true');
  },
};

/** While the request is out, its button shows its pending state and cannot be pressed again. */
export const RequestSending: Story = {
  parameters: { ...signedIn(), ...withHandlers(...slow('infinite', REQUEST)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { send } = await fillRequest(canvas);
    await userEvent.click(send);
    await waitFor(() => expect(send).toBeDisabled());
    await expect(send).toHaveAttribute('data-loading');
    await expect(canvas.getByText('Sending…')).toBeVisible();
  },
};

/** Spec 8: 'Request sent!', the form clears, and the new request tops the list as Pending. */
export const RequestSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows(canvas);
    const fields = await fillRequest(canvas);
    await userEvent.click(fields.send);
    await expectToast(SENT);
    await waitFor(() => expect(fields.name).toHaveValue(''));
    await expect(fields.email).toHaveValue('');
    const [first] = await rows(canvas);
    await expect(within(first!).getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
    await expect(within(first!).getByText('Pending')).toBeVisible();
    await expect(within(first!).getByText('Requested Nov 21, 2026')).toBeVisible();
  },
};

/** The server fails: the catalogue's message above the fields, which stay filled. */
export const RequestServerFailure: Story = {
  parameters: { ...signedIn(), ...withHandlers(...serverError(REQUEST)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fields = await fillRequest(canvas);
    await userEvent.click(fields.send);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong');
    await expect(fields.name).toHaveValue('Grace Hopper');
    await expect(fields.email).toHaveValue('grace@example.com');
  },
};

/**
 * Issue 38: a member whose address is not verified is refused, with the verification banner's
 * Resend beside the reason; no request is made, and Resend mails the member a new link.
 */
export const RequestUnverified: Story = {
  parameters: signedIn({ emailVerified: false }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = (await rows(canvas)).length;
    const fields = await fillRequest(canvas);
    await userEvent.click(fields.send);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(apiMessages.verifyBeforeSending);
    await expect(fields.email).toHaveValue('grace@example.com');
    await expect(await rows(canvas)).toHaveLength(before);
    await userEvent.click(within(alert).getByRole('button', { name: verificationTexts.resend }));
    await expect(await within(alert).findByRole('status')).toHaveTextContent(
      verificationTexts.resent(DEMO_EMAIL),
    );
  },
};

/** Issue 38: the writer's address had its e-mails today: the sentence says so; nothing is made. */
export const RequestRecipientCapped: Story = {
  parameters: { ...signedIn(), ...withMockDb(() => recipientCapped('grace@example.com')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = (await rows(canvas)).length;
    const fields = await fillRequest(canvas);
    await userEvent.click(fields.send);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      apiMessages.recipientDailyLimit,
    );
    await expect(await rows(canvas)).toHaveLength(before);
    await expect(db.outbox.filter((mail) => mail.to === 'grace@example.com')).toEqual([]);
  },
};

/** Send again after the seven days: the e-mail goes out again ('Request sent!'). */
export const SendAgain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await rowOf(canvas, 'Cleo Diaz');
    await userEvent.click(row.getByRole('button', { name: 'Send again' }));
    await expectToast(SENT);
  },
};

/** Spec 8: inside the seven days (Hana Ito's was sent two days ago) the resend is refused. */
export const SendAgainRefused: Story = {
  parameters: { ...signedIn(), ...withMockDb(() => testimonialsInEveryStatus()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await rowOf(canvas, 'Hana Ito');
    const button = row.getByRole('button', { name: 'Send again' });
    await userEvent.click(button);
    await expectToast(TOO_SOON);
    await waitFor(() => expect(button).toBeEnabled());
    await expect(row.getByText('Pending')).toBeVisible();
  },
};

/**
 * Presses `action` in `name`'s row: that button shows its own pending state and cannot be
 * pressed again, while `other` (a row and its action) stays pressable.
 */
async function pendingAlone(
  canvasElement: HTMLElement,
  [name, action]: [string, string],
  other?: [string, string],
) {
  const canvas = within(canvasElement);
  const button = (await rowOf(canvas, name)).getByRole('button', { name: action });
  await userEvent.click(button);
  await waitFor(() => expect(button).toHaveAttribute('data-loading'));
  await expect(button).toBeDisabled();
  if (other) {
    const [otherName, otherAction] = other;
    const otherRow = await rowOf(canvas, otherName);
    await expect(otherRow.getByRole('button', { name: otherAction })).toBeEnabled();
  }
}

/** One row's Send again is pending; the other rows' buttons stay idle. */
export const SendingAgain: Story = {
  parameters: {
    ...signedIn(),
    ...withMockDb(() => testimonialsInEveryStatus()),
    ...withHandlers(...slow('infinite', RESEND)),
  },
  play: ({ canvasElement }) =>
    pendingAlone(canvasElement, ['Cleo Diaz', 'Send again'], ['Marcus Webb', 'Send again']),
};

/** Publish is pending on its own row; Unpublish elsewhere stays pressable. */
export const Publishing: Story = {
  parameters: { ...signedIn(), ...withHandlers(...slow('infinite', PATCH)) },
  play: ({ canvasElement }) =>
    pendingAlone(canvasElement, ['Ben Carter', 'Publish'], ['Ada Brooks', 'Unpublish']),
};

/** Unpublish is pending on its own row; Publish elsewhere stays pressable. */
export const Unpublishing: Story = {
  parameters: { ...signedIn(), ...withHandlers(...slow('infinite', PATCH)) },
  play: ({ canvasElement }) =>
    pendingAlone(canvasElement, ['Ada Brooks', 'Unpublish'], ['Ben Carter', 'Publish']),
};

/** Publish, then Unpublish: the row's status and action follow the server's answer. */
export const PublishAndUnpublish: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await rowOf(canvas, 'Ben Carter');
    await userEvent.click(row.getByRole('button', { name: 'Publish' }));
    await expect(await row.findByText('Published on your profile')).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: 'Unpublish' }));
    await expect(await row.findByText('Not on your profile')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Publish' })).toBeEnabled();
  },
};

/** A failed Publish: the catalogue's message as a toast; the row is unchanged. */
export const PublishFailure: Story = {
  parameters: { ...signedIn(), ...withHandlers(...serverError(PATCH)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await rowOf(canvas, 'Ben Carter');
    await userEvent.click(row.getByRole('button', { name: 'Publish' }));
    await expectToast('Something went wrong');
    await expect(row.getByText('Not on your profile')).toBeVisible();
  },
};

/** On a phone: every status, the actions under the names, nothing wider than the screen. */
export const Mobile: Story = {
  globals: mobile,
  parameters: { ...signedIn(), ...withMockDb(() => testimonialsInEveryStatus()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows(canvas);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Issue 24: the member may name the relationship; the writer confirms or corrects it. */
export const RequestWithRelationship: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows(canvas);
    const fields = await fillRequest(canvas);
    const relationship = canvas.getByLabelText(/^Relationship/);
    await expect(relationship).toHaveValue('');
    await expect(
      canvas.getByText('What they were to you. They confirm or correct it when they write.'),
    ).toBeVisible();
    await userEvent.selectOptions(relationship, 'Direct report');
    await userEvent.click(fields.send);
    await expectToast(SENT);
    await waitFor(() => expect(relationship).toHaveValue(''));
    const row = db.testimonials.find((testimonial) => testimonial.name === 'Grace Hopper');
    await expect(row?.requestedRelationship).toBe('direct_report');
  },
};

/** Issue 24: never from the member's own address; the server's sentence shows, nothing is sent. */
export const RequestOwnAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = (await rows(canvas)).length;
    const fields = await fillRequest(canvas, 'Dana Demo', DEMO_EMAIL.toUpperCase());
    await userEvent.click(fields.send);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Ask someone else: a testimonial cannot be requested from your own e-mail address',
    );
    await expect(fields.email).toHaveValue(DEMO_EMAIL.toUpperCase());
    await expect(await rows(canvas)).toHaveLength(before);
  },
};

/** A written one shows what its writer disclosed, at the words' size, as the profile will. */
export const WrittenWithDisclosures: Story = {
  parameters: {
    ...signedIn(),
    ...withMockDb(() => {
      const written = db.testimonials.find((row) => row.name === 'Ben Carter')!;
      written.provenance = {
        relationship: 'manager',
        periodFrom: 2016,
        periodTo: 2022,
        paid: false,
        conflict: '',
        confirmedAt: '2026-11-12T15:00:00.000Z',
      };
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await rowOf(canvas, 'Ben Carter');
    const line = row.getByText('Manager, 2016–2022 · not paid · no conflict');
    await expect(line).toBeVisible();
    const words = row.getByRole('blockquote');
    await expect(getComputedStyle(line).fontSize).toBe(getComputedStyle(words).fontSize);
    // Written before disclosures existed: no line.
    const older = await rowOf(canvas, 'Ada Brooks');
    await expect(older.queryByText(/not paid|paid or compensated/)).toBeNull();
  },
};
