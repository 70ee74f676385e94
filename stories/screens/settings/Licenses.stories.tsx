import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LicensesScreen } from '@/screens/settings/LicensesScreen';
import { careerCreateRefused, serverError, severalLicenses, slow } from '@mocks/scenarios';
import { withHandlers, withMockDb } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
import { signedIn } from '@stories/support/session';
import {
  askRemoval,
  dialogClosed,
  expectEmpty,
  expectSaveFailure,
  expectSaving,
  expectToast,
  field,
  openAdd,
  optionTexts,
  pickMonthYear,
  retype,
  rows,
  rowTitles,
  save,
} from './recordLists';

const meta = {
  title: 'Screens/Settings/Licenses',
  component: LicensesScreen,
  args: { routePath: '/settings/certifications' } satisfies PageArgs,
  parameters: { ...signedIn(), ...withMockDb(severalLicenses) },
} satisfies Meta<typeof LicensesScreen>;

export default meta;
type Story = StoryObj<PageArgs>;

const LIST = 'Your licenses';
const ADD = 'Add license';
const CMA = 'Certified Management Accountant';
// The demo member has no license of their own: the scenario's three, or none.
const noLicenses = withMockDb(() => undefined);

/** Fills the add form with a valid license (issued May 2021, expiring May 2027). */
async function fillNew(form: HTMLElement) {
  await userEvent.type(field(form, 'Name'), 'Certified Internal Auditor');
  await userEvent.type(field(form, 'Issuing organization'), 'Institute of Internal Auditors');
  await pickMonthYear(form, 'Issue date', 'May', 2021);
  await pickMonthYear(form, 'Expiration date', 'May', 2027);
}

/** Spec 9: newest issue date first; an expired license is marked; a URL is a link. */
export const Several: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Licenses' })).toBeVisible();
    await expect(await rowTitles(canvas, LIST)).toEqual([
      'Certified Fraud Examiner',
      CMA,
      'Certified Public Accountant',
    ]);
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
};

/** No license yet: a clear call to Add. */
export const Empty: Story = {
  parameters: { ...signedIn(), ...noLicenses },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectEmpty(
      canvas,
      'You have not added any licenses yet. Add a license or certification you hold.',
      ADD,
    );
  },
};

/** Adding: the form closes on save and the license takes its place by issue date. */
export const Adding: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await openAdd(canvas, ADD, 'Add a license');
    await fillNew(form);
    await userEvent.type(field(form, 'Credential ID'), 'CIA-778');
    await save(form);
    await expectToast('License saved');
    await waitFor(() => expect(canvas.queryByRole('form')).toBeNull());
    await expect(await rowTitles(canvas, LIST)).toEqual([
      'Certified Internal Auditor',
      'Certified Fraud Examiner',
      CMA,
      'Certified Public Accountant',
    ]);
    await expect((await rows(canvas, LIST))[0]).toHaveTextContent(
      'Issued May 2021 · Expires May 2027',
    );
  },
};

/** 'This credential does not expire': no expiry is asked, and none is shown. */
export const DoesNotExpire: Story = {
  parameters: { ...signedIn(), ...noLicenses },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await openAdd(canvas, ADD, 'Add a license');
    await userEvent.type(field(form, 'Name'), 'Enrolled Agent');
    await userEvent.type(field(form, 'Issuing organization'), 'Internal Revenue Service');
    await pickMonthYear(form, 'Issue date', 'January', 2018);
    await userEvent.click(
      within(form).getByRole('checkbox', { name: 'This credential does not expire' }),
    );
    await expect(
      within(form).getByRole('combobox', { name: 'Expiration date Year' }),
    ).toBeDisabled();
    await save(form);
    await expectToast('License saved');
    await expect((await rows(canvas, LIST))[0]).toHaveTextContent('No expiration date');
  },
};

/** An existing license opens in the same form and is updated, not duplicated. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Edit ${CMA}` }));
    const form = await canvas.findByRole('form', { name: 'Edit license' });
    await expect(field(form, 'Credential ID')).toHaveValue('CMA-5521');
    await expect(within(form).getByRole('combobox', { name: 'Issue date Month' })).toHaveValue(
      '10',
    );
    await expect(
      within(form).getByRole('checkbox', { name: 'This credential does not expire' }),
    ).not.toBeChecked();
    const saveButton = within(form).getByRole('button', { name: 'Save' });
    await expect(saveButton).toBeDisabled();
    // Renewed: the expiry moves on, so the license is no longer expired.
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Expiration date Year' }),
      '2028',
    );
    await userEvent.click(saveButton);
    await expectToast('License saved');
    const list = await rows(canvas, LIST);
    await expect(list).toHaveLength(3);
    await expect(list[1]).toHaveTextContent('Expires October 2028');
    await expect(within(list[1]!).queryByText('Expired')).toBeNull();
  },
};

/**
 * Spec 5: name, organization, issue date and (unless it does not expire) expiry required. The
 * expiry is checked with the whole record, so its messages come once the rest is valid.
 */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await openAdd(canvas, ADD, 'Add a license');
    const scope = within(form);
    const saveButton = scope.getByRole('button', { name: 'Save' });
    await userEvent.click(saveButton);
    await waitFor(() => expect(scope.getAllByText('Enter a valid value.')).toHaveLength(2));
    await expect(
      scope.getByRole('combobox', { name: 'Issue date Month' }),
    ).toHaveAccessibleErrorMessage('Select a valid month.');
    await expect(
      scope.getByRole('combobox', { name: 'Issue date Year' }),
    ).toHaveAccessibleErrorMessage('Select a valid year.');

    await userEvent.type(field(form, 'Name'), 'Certified Internal Auditor');
    await userEvent.type(field(form, 'Issuing organization'), 'Institute of Internal Auditors');
    await pickMonthYear(form, 'Issue date', 'May', 2021);
    await userEvent.click(saveButton);
    await waitFor(() =>
      expect(
        scope.getByRole('combobox', { name: 'Expiration date Month' }),
      ).toHaveAccessibleErrorMessage('Select a valid month.'),
    );
    await expect(
      scope.getByRole('combobox', { name: 'Expiration date Year' }),
    ).toHaveAccessibleErrorMessage('Select a valid year.');
  },
};

/** Spec 5 and 9: expiry years from the issue year to 20 after it; not before the issue. */
export const ExpiryRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await openAdd(canvas, ADD, 'Add a license');
    await userEvent.type(field(form, 'Name'), 'Certified Internal Auditor');
    await userEvent.type(field(form, 'Issuing organization'), 'Institute of Internal Auditors');
    await pickMonthYear(form, 'Issue date', 'May', 2021);
    const years = optionTexts(within(form).getByRole('combobox', { name: 'Expiration date Year' }));
    await expect(years).toHaveLength(22);
    await expect([years[1], years.at(-1)]).toEqual(['2041', '2021']);
    await pickMonthYear(form, 'Expiration date', 'March', 2021);
    await save(form);
    await expect(await within(form).findByText('Select a valid year.')).toBeVisible();
  },
};

/** Spec 5: name, organization and identifier at most 100. */
export const TooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await openAdd(canvas, ADD, 'Add a license');
    await retype(field(form, 'Name'), 'N'.repeat(101));
    await retype(field(form, 'Issuing organization'), 'O'.repeat(101));
    await retype(field(form, 'Credential ID'), 'I'.repeat(101));
    await save(form);
    await expect(
      await within(form).findAllByText('Maximum length is 100 characters.'),
    ).toHaveLength(3);
  },
};

/** While the save is out, Save shows its own pending state. */
export const Saving: Story = {
  parameters: {
    ...signedIn(),
    ...withMockDb(severalLicenses),
    ...withHandlers(...slow('infinite', ['post', '/v1/certifications'])),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await openAdd(canvas, ADD, 'Add a license');
    await fillNew(form);
    await expectSaving(form);
  },
};

/** The server refuses the license: its own message shows in the form, which stays open. */
export const ServerRefusal: Story = {
  parameters: {
    ...signedIn(),
    ...withMockDb(severalLicenses),
    ...withHandlers(...careerCreateRefused('certifications', 'Select a valid year.')),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await openAdd(canvas, ADD, 'Add a license');
    await fillNew(form);
    await expectSaveFailure(form, 'Select a valid year.');
  },
};

/** A failed save: the catalogue's words. */
export const ServerFailure: Story = {
  parameters: {
    ...signedIn(),
    ...withMockDb(severalLicenses),
    ...withHandlers(...serverError(['post', '/v1/certifications'])),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await openAdd(canvas, ADD, 'Add a license');
    await fillNew(form);
    await expectSaveFailure(form, 'Something went wrong');
  },
};

/** Remove asks first; confirmed, the row goes. */
export const Deleting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await askRemoval(canvas, CMA);
    await expect(dialog).toHaveTextContent(`${CMA} will be removed from your profile.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await dialogClosed();
    await expectToast('License removed');
    await expect(await rows(canvas, LIST)).toHaveLength(2);
  },
};
