import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PageArgs } from '@stories/support/page';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiMessages } from '@/contract';
import { TestimonialScreen } from '@/screens/testimonial/TestimonialScreen';
import { api, errorResponse } from '@mocks/http';
import { slow } from '@mocks/scenarios';
import { db } from '@mocks/db';
import { DEMO_TESTIMONIAL_UUIDS, withHandlers, withMockDb } from '@stories/support/mocks';
import { signedOut } from '@stories/support/session';
import { mobile } from '@stories/support/viewports';

const meta = {
  title: 'Screens/Testimonial/TestimonialPage',
  component: TestimonialScreen,
  args: { routePath: '/testimonial/:uuid', routeParams: { uuid: DEMO_TESTIMONIAL_UUIDS.pending } },
  // The writer has no account.
  parameters: signedOut(),
} satisfies Meta<typeof TestimonialScreen>;

export default meta;
type Story = StoryObj<PageArgs>;

const byUuid = '/v1/testimonials/uuid/:uuid';
const UNKNOWN_UUID = '99999999-9999-4999-8999-999999999999';
const HEADING = 'Write Dana a testimonal';

async function fillText(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^Company/), 'Harbor Partners');
  await userEvent.type(canvas.getByLabelText(/^Position/), 'Managing Director');
  await userEvent.type(canvas.getByLabelText(/^Testimonial/), 'Calm, precise and generous.');
  return canvas;
}

/** Spec 5's three fields, then the disclosures (issue 24). */
async function fillForm(canvasElement: HTMLElement) {
  const canvas = await fillText(canvasElement);
  await userEvent.selectOptions(canvas.getByLabelText(/^Your relationship/), 'Client');
  await userEvent.selectOptions(canvas.getByLabelText(/^Worked together from/), '2019');
  await userEvent.selectOptions(canvas.getByLabelText(/^Until/), '2023');
  await userEvent.selectOptions(canvas.getByLabelText(/^Were you paid/), 'No');
  await userEvent.selectOptions(
    canvas.getByLabelText(/^Any material conflict/),
    'No material conflict',
  );
  return canvas;
}

const pendingRow = () =>
  db.testimonials.find((row) => row.uuid === DEMO_TESTIMONIAL_UUIDS.pending)!;

/** A pending request: the requester's card and the empty form; Send waits for valid input. */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dana Demo' })).toHaveAttribute(
      'href',
      '/profile/1',
    );
    await expect(canvas.getByText('0/500 characters')).toBeVisible();
    const send = canvas.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    // Changed but not yet valid: still disabled.
    await userEvent.type(canvas.getByLabelText(/^Company/), 'Harbor Partners');
    await expect(send).toBeDisabled();
  },
};

/** Spec 5: at least 2 characters, content at most 500; the counter follows the text. */
export const InvalidInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Company/), 'H');
    await expect(await canvas.findByText('Enter a valid value.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Company/)).toHaveAttribute('aria-invalid', 'true');

    const content = canvas.getByLabelText(/^Testimonial/);
    await userEvent.click(content);
    await userEvent.paste('x'.repeat(501));
    await expect(await canvas.findByText('Maximum length is 500 characters.')).toBeVisible();
    await expect(canvas.getByText('501/500 characters')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** Filled and sent: 'Thank you!' and Done to the home page. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement);
    const send = canvas.getByRole('button', { name: 'Send' });
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Thank you!' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Done' }));
    await expect(await canvas.findByText('Navigated to /')).toBeVisible();
  },
};

/**
 * Issue 24: the relationship the member named is preselected (the writer may correct it); the
 * period, the compensation and a described conflict go with the words.
 */
export const Disclosures: Story = {
  parameters: {
    ...signedOut(),
    ...withMockDb(() => {
      pendingRow().requestedRelationship = 'manager';
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillText(canvasElement);
    const relationship = canvas.getByLabelText(/^Your relationship/);
    await expect(relationship).toHaveValue('manager');
    await expect(
      canvas.getByText('As Dana described it. Correct it if it is not right.'),
    ).toBeVisible();
    await expect(
      canvas.getByText("These are shown with your testimonial on Dana's profile."),
    ).toBeVisible();
    await userEvent.selectOptions(relationship, 'Direct report');
    await userEvent.selectOptions(canvas.getByLabelText(/^Worked together from/), '2020');
    await userEvent.selectOptions(canvas.getByLabelText(/^Until/), 'Still working together');
    await userEvent.selectOptions(
      canvas.getByLabelText(/^Were you paid/),
      'Yes, paid or compensated',
    );
    await expect(canvas.queryByLabelText(/^Describe the conflict/)).toBeNull();
    await userEvent.selectOptions(
      canvas.getByLabelText(/^Any material conflict/),
      'Yes, there is a material conflict',
    );
    await userEvent.click(await canvas.findByLabelText(/^Describe the conflict/));
    await userEvent.paste('I advise their largest client.');
    const send = canvas.getByRole('button', { name: 'Send' });
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Thank you!' }),
    ).toBeVisible();
    await expect(pendingRow().provenance).toMatchObject({
      relationship: 'direct_report',
      periodFrom: 2020,
      periodTo: null,
      paid: true,
      conflict: 'I advise their largest client.',
    });
  },
};

/** The period runs forwards and not past this year; a declared conflict needs describing. */
export const DisclosureErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement);
    const send = canvas.getByRole('button', { name: 'Send' });
    await waitFor(() => expect(send).toBeEnabled());

    await userEvent.selectOptions(canvas.getByLabelText(/^Worked together from/), '2024');
    await expect(
      await canvas.findByText('The end year cannot be before the start year.'),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/^Until/)).toHaveAttribute('aria-invalid', 'true');
    await expect(send).toBeDisabled();
    await userEvent.selectOptions(canvas.getByLabelText(/^Until/), 'Still working together');
    await waitFor(() => expect(send).toBeEnabled());

    await userEvent.selectOptions(
      canvas.getByLabelText(/^Any material conflict/),
      'Yes, there is a material conflict',
    );
    await userEvent.type(await canvas.findByLabelText(/^Describe the conflict/), 'x');
    await expect(
      await canvas.findByText(
        'Describe the conflict in at least 2 characters, or choose No material conflict.',
      ),
    ).toBeVisible();
    await expect(send).toBeDisabled();
    // The years offered stop at this year (the stories' clock: 2026).
    const years = within(canvas.getByLabelText(/^Worked together from/))
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(years[1]).toBe('2026');
  },
};

/** While the write is out, Send shows its loading state and cannot be pressed again. */
export const Sending: Story = {
  parameters: { ...signedOut(), ...withHandlers(...slow('infinite', ['put', byUuid])) },
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement);
    const send = canvas.getByRole('button', { name: 'Send' });
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    await waitFor(() => expect(canvas.getByRole('button', { name: /Send/ })).toBeDisabled());
    await expect(canvas.getByRole('button', { name: /Send/ })).toHaveAttribute('data-loading');
    await expect(canvas.getByText('Sending')).toBeVisible();
  },
};

/** The server refuses the write: its message shows above the form, which stays filled. */
export const SendFailed: Story = {
  parameters: {
    ...signedOut(),
    ...withHandlers(
      http.put(api(byUuid), () =>
        errorResponse('ResourceConflict', apiMessages.testimonialAlreadyWritten),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement);
    const send = canvas.getByRole('button', { name: 'Send' });
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This testimonial has already been written',
    );
    await expect(canvas.getByLabelText(/^Company/)).toHaveValue('Harbor Partners');
  },
};

/** A published request: already written. */
export const AlreadyWritten: Story = {
  args: { routeParams: { uuid: DEMO_TESTIMONIAL_UUIDS.published } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Thank you!' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Done' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** Written and not published yet: the writer sees the same thanks. */
export const AlreadyWrittenUnpublished: Story = {
  args: { routeParams: { uuid: DEMO_TESTIMONIAL_UUIDS.unpublished } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Thank you!' }),
    ).toBeVisible();
  },
};

/** Spec 8: an unknown uuid shows nothing at all. */
export const NotFound: Story = {
  args: { routeParams: { uuid: UNKNOWN_UUID } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { ...signedOut(), ...withHandlers(...slow('infinite', ['get', byUuid])) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading');
  },
};

/** On a phone the card sits above the form, and nothing overflows sideways. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    const card = canvas.getByRole('link', { name: 'Dana Demo' });
    const form = canvas.getByRole('form', { name: HEADING });
    await expect(card.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      form.getBoundingClientRect().top,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
