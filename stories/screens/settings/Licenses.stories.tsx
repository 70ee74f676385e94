import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { licensesTexts } from '@/screens/settings/careerTexts';
import { LicensesScreen } from '@/screens/settings/LicensesScreen';
import { careerCreateRefused, licencesInEveryState, severalLicenses } from '@mocks/scenarios';
import { withHandlers, withMockDb } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
import { optionTexts } from '@stories/support/forms';
import { signedIn } from '@stories/support/session';
import { addFormPlay, recordListStories } from './recordListStories';
import {
  combobox,
  expectMonthYearRequired,
  expectSaveFailure,
  expectToast,
  field,
  pickMonthYear,
  rows,
  save,
} from './recordLists';

// Adding, Editing, DoesNotExpire, RequiredFields, ExpiryRange, TooLong, Saving and
// AddingALicense play LicenseForm (src/screens/settings/career/LicenseForm.tsx).

const meta = {
  title: 'Screens/Settings/Licenses',
  component: LicensesScreen,
  args: { routePath: '/settings/certifications' } satisfies PageArgs,
  parameters: { ...signedIn(), ...withMockDb(severalLicenses) },
} satisfies Meta<typeof LicensesScreen>;

export default meta;
type Story = StoryObj<PageArgs>;

const texts = licensesTexts.records;
const LIST = texts.list;
const CMA = 'Certified Management Accountant';
// The demo member has no license of their own: the scenario's three, or none.
const noLicenses = withMockDb(() => undefined);

/** Name, organization and issue date of a valid license (issued May 2021). */
async function fillIssued(form: HTMLElement) {
  await userEvent.type(field(form, 'Name'), 'Certified Internal Auditor');
  await userEvent.type(field(form, 'Issuing organization'), 'Institute of Internal Auditors');
  await pickMonthYear(form, 'Issue date', 'May', 2021);
}

/** Fills the add form with a valid license (issued May 2021, expiring May 2027). */
async function fillNew(form: HTMLElement) {
  await fillIssued(form);
  await pickMonthYear(form, 'Expiration date', 'May', 2027);
}

const expiryYear = (form: HTMLElement) => combobox(form, 'Expiration date Year');

const stories = recordListStories({
  texts: licensesTexts,
  list: 'certifications',
  parameters: meta.parameters,
  record: CMA,
  fillNew,
  several: {
    titles: ['Certified Fraud Examiner', CMA, 'Certified Public Accountant'],
    then: async (canvas) => {
      const [current, expired, lasting] = await rows(canvas, LIST);
      await expect(current).toHaveTextContent('Issued March 2019 · Expires March 2029');
      await expect(within(current!).queryByText('Expired')).toBeNull();
      await expect(within(expired!).getByText('Expired')).toBeVisible();
      await expect(expired).toHaveTextContent('Expired October 2024');
      await expect(expired).toHaveTextContent('Credential ID CMA-5521');
      // "URL free text": a link only when it is an http(s) address.
      await expect(within(expired!).queryByRole('link')).toBeNull();
      await expect(lasting).toHaveTextContent('No expiration date');
      await expect(within(lasting!).getByRole('link')).toHaveAttribute(
        'href',
        'https://isba.idaho.gov/verify/CPA-20931',
      );
    },
  },
  empty: { parameters: { ...signedIn(), ...noLicenses } },
  adding: {
    fill: async (form) => {
      await fillNew(form);
      await userEvent.type(field(form, 'Credential ID'), 'CIA-778');
    },
    titles: [
      'Certified Internal Auditor',
      'Certified Fraud Examiner',
      CMA,
      'Certified Public Accountant',
    ],
    then: async (canvas) => {
      await expect((await rows(canvas, LIST))[0]).toHaveTextContent(
        'Issued May 2021 · Expires May 2027',
      );
    },
  },
  editing: {
    filled: async (form) => {
      await expect(field(form, 'Credential ID')).toHaveValue('CMA-5521');
      await expect(combobox(form, 'Issue date Month')).toHaveValue('10');
      await expect(
        within(form).getByRole('checkbox', { name: 'This credential does not expire' }),
      ).not.toBeChecked();
    },
    // Renewed: the expiry moves on, so the license is no longer expired.
    change: (form) => userEvent.selectOptions(expiryYear(form), '2028'),
    then: async (canvas) => {
      const list = await rows(canvas, LIST);
      await expect(list).toHaveLength(3);
      await expect(list[1]).toHaveTextContent('Expires October 2028');
      await expect(within(list[1]!).queryByText('Expired')).toBeNull();
    },
  },
  requiredFields: {
    texts: 2,
    then: async (form) => {
      await expectMonthYearRequired(form, 'Issue date');

      await fillIssued(form);
      await save(form);
      await waitFor(() => expectMonthYearRequired(form, 'Expiration date'));
    },
  },
  tooLong: {
    fields: [
      ['Name', 'N'],
      ['Issuing organization', 'O'],
      ['Credential ID', 'I'],
    ],
  },
  deleting: { titles: ['Certified Fraud Examiner', 'Certified Public Accountant'] },
});

/** Spec 9: newest issue date first; an expired license is marked; a URL is a link. */
export const Several: Story = stories.Several;
/** No license yet: a clear call to Add. */
export const Empty: Story = stories.Empty;
/** Adding: the form closes on save and the license takes its place by issue date. */
export const Adding: Story = stories.Adding;

/** 'This credential does not expire': no expiry is asked, and none is shown. */
export const DoesNotExpire: Story = {
  parameters: { ...signedIn(), ...noLicenses },
  play: addFormPlay(texts, async (form, canvas) => {
    await userEvent.type(field(form, 'Name'), 'Enrolled Agent');
    await userEvent.type(field(form, 'Issuing organization'), 'Internal Revenue Service');
    await pickMonthYear(form, 'Issue date', 'January', 2018);
    await userEvent.click(
      within(form).getByRole('checkbox', { name: 'This credential does not expire' }),
    );
    await expect(expiryYear(form)).toBeDisabled();
    await save(form);
    await expectToast(texts.saved);
    await expect((await rows(canvas, LIST))[0]).toHaveTextContent('No expiration date');
  }),
};

/** An existing license opens in the same form and is updated, not duplicated. */
export const Editing: Story = stories.Editing;
/**
 * Spec 5: name, organization, issue date and (unless it does not expire) expiry required. The
 * expiry is checked with the whole record, so its messages come once the rest is valid.
 */
export const RequiredFields: Story = stories.RequiredFields;

/** Spec 5 and 9: expiry years from the issue year to 20 after it; not before the issue. */
export const ExpiryRange: Story = {
  play: addFormPlay(texts, async (form) => {
    await fillIssued(form);
    const years = optionTexts(expiryYear(form));
    await expect(years).toHaveLength(22);
    await expect([years[1], years.at(-1)]).toEqual(['2041', '2021']);
    await pickMonthYear(form, 'Expiration date', 'March', 2021);
    await save(form);
    await expect(await within(form).findByText('Select a valid year.')).toBeVisible();
  }),
};

/** Spec 5: name, organization and identifier at most 100. */
export const TooLong: Story = stories.TooLong;
/** While the save is out, Save shows its own pending state. */
export const Saving: Story = stories.Saving;

/** The server refuses the license: its own message shows in the form, which stays open. */
export const ServerRefusal: Story = {
  parameters: {
    ...meta.parameters,
    ...withHandlers(...careerCreateRefused('certifications', 'Select a valid year.')),
  },
  play: addFormPlay(texts, async (form) => {
    await fillNew(form);
    await expectSaveFailure(form, 'Select a valid year.');
  }),
};

/** A failed save: the catalogue's words. */
export const ServerFailure: Story = stories.ServerFailure;
/** Remove asks first; confirmed, the row goes. */
export const Deleting: Story = stories.Deleting;

/** Issue 24: each license shows its issuing state and what its verification reads now. */
export const LicenseStates: Story = {
  parameters: { ...signedIn(), ...withMockDb(licencesInEveryState) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await rows(canvas, LIST);
    await expect(list).toHaveLength(5);
    const byNumber = (id: string) => list.find((row) => row.textContent?.includes(id))!;
    await expect(within(byNumber('OH-CPA-88120')).getByText('Unverified')).toBeVisible();
    await expect(byNumber('OH-CPA-88120')).toHaveTextContent('Issued in Ohio');
    await expect(within(byNumber('TX-104552')).getByText('Verified')).toBeVisible();
    // Verified once, and its month has ended since.
    await expect(within(byNumber('EA-00912')).getByText('Expired')).toBeVisible();
    await expect(within(byNumber('BK-330019')).getByText('Revoked')).toBeVisible();
    // A certification is not part of the ledger: no badge.
    const certification = list.find((row) => row.textContent?.includes('Fraud Examiner'))!;
    await expect(within(certification).queryByText(/verified|revoked/i)).toBeNull();
  },
};

/** A license names the state that issued it; saved, it waits for a reviewer. */
export const AddingALicense: Story = {
  parameters: { ...signedIn(), ...noLicenses },
  play: addFormPlay(texts, async (form, canvas) => {
    await expect(within(form).queryByRole('combobox', { name: /Issuing state/ })).toBeNull();
    await userEvent.selectOptions(combobox(form, 'Type'), 'License');
    await fillNew(form);
    await save(form);
    await expect(
      await within(form).findByText('Select the state that issued the license.'),
    ).toBeVisible();
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: /Issuing state/ }),
      'Ohio',
    );
    await save(form);
    await expectToast(texts.saved);
    const [row] = await rows(canvas, LIST);
    await expect(row).toHaveTextContent('Issued in Ohio');
    await expect(within(row!).getByText('Unverified')).toBeVisible();
  }),
};
