import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_OPERATOR } from '@demo/community';
import { monthYearLabel, receiptFacts } from '@/contract';
import { ProfileScreen } from '@/screens/profile/ProfileScreen';
import { receiptTexts } from '@/screens/profile/texts';
import { demoSsn } from '@mocks/data/reviews';
import { serverError, slow } from '@mocks/scenarios';
import {
  clearedCheck,
  decidedLicence,
  LICENCE_DOCUMENT_URL,
  onlyEmailVerified,
  REVIEWER_NOTE,
} from '@mocks/scenarios/verifications';
import { withHandlers, withMockDb } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
import { signedIn } from '@stories/support/session';

// They play VerificationBadges (src/screens/profile/VerificationBadges.tsx), the badges as buttons,
// and ReceiptDialog (src/screens/profile/ReceiptDialog.tsx), the receipt each opens.

// Issue 24, "Badges with receipts": every badge of a profile is a button that opens its
// receipt. One story per badge state; each opens the receipt, reads what it says and checks
// what it must never say (the check's digits, a document, the reviewer).

/** A member the demo member has no relation with (demo/community.ts); demo member index 19. */
const MEMBER_ID = 20;
const VERIFICATIONS: ['get', string] = ['get', '/v1/profiles/:id/verifications'];
const LICENCE = 'Certified Public Accountant';

const meta = {
  title: 'Screens/Profile/Receipts',
  component: ProfileScreen,
  args: { routePath: '/profile/:id', routeParams: { id: String(MEMBER_ID) } },
  parameters: signedIn(),
} satisfies Meta<PageArgs>;

export default meta;
type Story = StoryObj<PageArgs>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The member's badges: only the e-mail's, plus what `change` adds. */
const receiptsOf = (change: () => void = () => undefined) =>
  withMockDb(() => {
    onlyEmailVerified(MEMBER_ID);
    change();
  });

/** Presses the badge and answers the receipt's dialog once it has opened. */
async function openReceipt(canvasElement: HTMLElement, badge: string, title: string) {
  const button = await within(canvasElement).findByRole(
    'button',
    { name: badge },
    { timeout: 5000 },
  );
  await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  await userEvent.click(button);
  const dialog = await page(canvasElement).findByRole('dialog', { name: title }, { timeout: 5000 });
  // Visible once the dialog's opening animation has run.
  await waitFor(() => expect(dialog).toBeVisible());
  return { button, dialog, receipt: within(dialog) };
}

/** The label's value in the receipt's list. */
const valueOf = (dialog: HTMLElement, label: string) => {
  const term = within(dialog).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

/** What no receipt may show: the check's digits, a document, the reviewer or their note. */
async function saysNothingPrivate(dialog: HTMLElement) {
  const text = dialog.textContent ?? '';
  await expect(text).not.toContain(demoSsn(MEMBER_ID - 1));
  await expect(text).not.toContain(DEMO_OPERATOR.firstName);
  await expect(text).not.toContain(DEMO_OPERATOR.lastName);
  await expect(text).not.toContain(DEMO_OPERATOR.email);
  await expect(text).not.toContain(REVIEWER_NOTE);
  await expect(text).not.toContain(LICENCE_DOCUMENT_URL);
  await expect(text).not.toMatch(/\.pdf\b/);
  await expect(within(dialog).queryByRole('img')).toBeNull();
  await expect(text).toContain(receiptTexts.privacy);
}

/** Closes with the Close button; the badge that opened it has the focus again. */
async function close(canvasElement: HTMLElement, dialog: HTMLElement, button: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('button', { name: receiptTexts.close }));
  await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(button).toHaveFocus());
}

/** A cleared check: by a reviewer (the role), on the decision's day, re-checked on a change. */
export const CheckCleared: Story = {
  parameters: receiptsOf(() => clearedCheck(MEMBER_ID)),
  play: async ({ canvasElement }) => {
    const { dialog, button } = await openReceipt(
      canvasElement,
      receiptTexts.backgroundCheck,
      receiptTexts.backgroundCheck,
    );
    await expect(valueOf(dialog, receiptTexts.what)).toBe(receiptFacts.backgroundCheck.what);
    await expect(valueOf(dialog, receiptTexts.source)).toBe(receiptFacts.backgroundCheck.source);
    await expect(valueOf(dialog, receiptTexts.checkedBy)).toBe(receiptTexts.checkers.reviewer);
    await expect(valueOf(dialog, receiptTexts.checkedAt)).toBe('September 14, 2026');
    await expect(valueOf(dialog, receiptTexts.nextCheck)).toBe(
      receiptTexts.noNextCheck.background_check,
    );
    await saysNothingPrivate(dialog);
    await close(canvasElement, dialog, button);
  },
};

/** A verified licence: its name, issuer, state and number, the board's lookup, its end. */
export const LicenceVerified: Story = {
  parameters: receiptsOf(() => decidedLicence(MEMBER_ID)),
  play: async ({ canvasElement }) => {
    const { dialog, button, receipt } = await openReceipt(
      canvasElement,
      receiptTexts.licence.verified(LICENCE),
      receiptTexts.licenceTitle.verified,
    );
    await expect(valueOf(dialog, receiptTexts.licenceName)).toBe(LICENCE);
    await expect(valueOf(dialog, receiptTexts.organization)).toBe(
      'Illinois Department of Financial and Professional Regulation',
    );
    await expect(valueOf(dialog, receiptTexts.jurisdiction)).toBe('Illinois');
    await expect(valueOf(dialog, receiptTexts.number)).toBe('CPA-065.041234');
    await expect(valueOf(dialog, receiptTexts.what)).toBe(receiptFacts.licence.what(LICENCE));
    const lookup = receipt.getByRole('link', {
      name: 'https://online-dfpr.micropact.com/lookup/licenselookup.aspx',
    });
    await expect(lookup).toHaveAttribute('target', '_blank');
    await expect(lookup).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(valueOf(dialog, receiptTexts.checkedBy)).toBe(receiptTexts.checkers.reviewer);
    await expect(valueOf(dialog, receiptTexts.checkedAt)).toBe('March 2, 2026');
    // Good through September 2028: checked again when it ends.
    await expect(valueOf(dialog, receiptTexts.nextCheck)).toBe('October 1, 2028');
    await saysNothingPrivate(dialog);
    await close(canvasElement, dialog, button);
  },
};

/** Ends with December 2026, within 60 days of the stories' clock (21 November 2026). */
export const LicenceExpiring: Story = {
  parameters: receiptsOf(() => decidedLicence(MEMBER_ID, { expirationDate: '2026-12-01' })),
  play: async ({ canvasElement }) => {
    const { dialog, button } = await openReceipt(
      canvasElement,
      receiptTexts.licence.expiring(LICENCE),
      receiptTexts.licenceTitle.expiring,
    );
    await expect(valueOf(dialog, receiptTexts.expires)).toBe(monthYearLabel('2026-12-01'));
    await expect(valueOf(dialog, receiptTexts.nextCheck)).toBe('January 1, 2027');
    await saysNothingPrivate(dialog);
    await close(canvasElement, dialog, button);
  },
};

/** Ended with June 2026: the receipt says so and waits for the renewal. */
export const LicenceExpired: Story = {
  parameters: receiptsOf(() => decidedLicence(MEMBER_ID, { expirationDate: '2026-06-01' })),
  play: async ({ canvasElement }) => {
    const { dialog, button } = await openReceipt(
      canvasElement,
      receiptTexts.licence.expired(LICENCE),
      receiptTexts.licenceTitle.expired,
    );
    await expect(valueOf(dialog, receiptTexts.ended)).toBe(monthYearLabel('2026-06-01'));
    await expect(valueOf(dialog, receiptTexts.nextCheck)).toBe(
      receiptTexts.noNextCheck.licenceExpired,
    );
    await saysNothingPrivate(dialog);
    await close(canvasElement, dialog, button);
  },
};

/** Withdrawn by its board, found by a reviewer: nothing scheduled. */
export const LicenceRevoked: Story = {
  parameters: receiptsOf(() =>
    decidedLicence(MEMBER_ID, {
      verificationState: 'revoked',
      verificationSource: 'Illinois DFPR disciplinary report, November 2026',
      verifiedAt: '2026-11-03T10:00:00.000Z',
    }),
  ),
  play: async ({ canvasElement }) => {
    const { dialog, button, receipt } = await openReceipt(
      canvasElement,
      receiptTexts.licence.revoked(LICENCE),
      receiptTexts.licenceTitle.revoked,
    );
    await expect(valueOf(dialog, receiptTexts.source)).toBe(
      'Illinois DFPR disciplinary report, November 2026',
    );
    await expect(receipt.queryByRole('link')).toBeNull();
    await expect(valueOf(dialog, receiptTexts.checkedAt)).toBe('November 3, 2026');
    await expect(valueOf(dialog, receiptTexts.nextCheck)).toBe(
      receiptTexts.noNextCheck.licenceRevoked,
    );
    await saysNothingPrivate(dialog);
    await close(canvasElement, dialog, button);
  },
};

/** The e-mail: checked by the system (a link followed); opened and closed from the keyboard. */
export const EmailVerified: Story = {
  parameters: receiptsOf(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const badges = await canvas.findByRole(
      'list',
      { name: receiptTexts.badgesLabel },
      { timeout: 5000 },
    );
    await expect(within(badges).getAllByRole('button')).toHaveLength(1);
    const button = within(badges).getByRole('button', { name: receiptTexts.email });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('dialog', { name: receiptTexts.email });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(valueOf(dialog, receiptTexts.what)).toBe(receiptFacts.email.what);
    await expect(valueOf(dialog, receiptTexts.source)).toBe(receiptFacts.email.source);
    await expect(valueOf(dialog, receiptTexts.checkedBy)).toBe(receiptTexts.checkers.system);
    await expect(valueOf(dialog, receiptTexts.nextCheck)).toBe(receiptTexts.noNextCheck.email);
    await saysNothingPrivate(dialog);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** The receipts are on their way: the profile shows, the badges say they are loading. */
export const Loading: Story = {
  parameters: { ...receiptsOf(), ...withHandlers(...slow('infinite', VERIFICATIONS)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 }, { timeout: 5000 });
    const loading = await canvas.findByText(receiptTexts.loading);
    await expect(loading.closest('[role="status"]')).not.toBeNull();
    await expect(canvas.queryByRole('list', { name: receiptTexts.badgesLabel })).toBeNull();
    await expect(canvas.queryByRole('button', { name: receiptTexts.email })).toBeNull();
  },
};

/** The receipts could not be loaded: the profile shows, with a way to try again. */
export const Failed: Story = {
  parameters: { ...receiptsOf(), ...withHandlers(...serverError(VERIFICATIONS)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 }, { timeout: 5000 });
    // Retried first (a 5xx on a GET), then failed.
    const failed = await canvas.findByText(receiptTexts.failed, {}, { timeout: 8000 });
    const alert = failed.closest<HTMLElement>('[role="alert"]');
    await expect(alert).not.toBeNull();
    await expect(within(alert!).getByRole('button', { name: receiptTexts.retry })).toBeEnabled();
    await expect(canvas.queryByRole('list', { name: receiptTexts.badgesLabel })).toBeNull();
  },
};
