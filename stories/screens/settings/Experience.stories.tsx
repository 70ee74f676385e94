import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ExperienceScreen } from '@/screens/settings/ExperienceScreen';
import {
  careerLoadFailsOnce,
  careerRecordGone,
  noCareerRecords,
  serverError,
  severalPositions,
  shortCareer,
  slow,
} from '@mocks/scenarios';
import { withHandlers, withMockDb } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
import { signedIn } from '@stories/support/session';
import {
  askRemoval,
  type Canvas,
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
  title: 'Screens/Settings/Experience',
  component: ExperienceScreen,
  args: { routePath: '/settings/experience' } satisfies PageArgs,
  parameters: signedIn(),
} satisfies Meta<typeof ExperienceScreen>;

export default meta;
type Story = StoryObj<PageArgs>;

const LIST = 'Your positions';
const ADD = 'Add position';
// The demo member: Independent Controller at Whitaker Advisory (Jul 2022 – Present, 52 months)
// and Controller at Crescent Labs (Aug 2015 – Jun 2022, 82 months); the stories' clock: Nov 2026.
const CURRENT = 'Independent Controller at Whitaker Advisory';
const EARLIER = 'Controller at Crescent Labs';

const progress = (canvas: Canvas) => canvas.findByRole('progressbar', { name: 'Career history' });

/** Fills the add form with a valid position (Board Advisor, Sep 2019 – Present). */
async function fillNew(form: HTMLElement) {
  await userEvent.type(field(form, 'Title'), 'Board Advisor');
  await userEvent.type(field(form, 'Company'), 'Sawtooth Credit Union');
  await pickMonthYear(form, 'Start date', 'September', 2019);
  await userEvent.click(within(form).getByRole('checkbox', { name: 'I currently work here' }));
}

/** Spec 9: newest start first; each row's dates and length; the progress toward 96 months. */
export const Several: Story = {
  parameters: { ...signedIn(), ...withMockDb(severalPositions) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Experience' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    await expect(await rowTitles(canvas, LIST)).toEqual([
      'Independent Controller',
      'Controller',
      'Senior Associate',
    ]);
    const [current, earlier] = await rows(canvas, LIST);
    await expect(current).toHaveTextContent('July 2022 – Present · 52 months');
    await expect(earlier).toHaveTextContent('August 2015 – June 2022 · 82 months');
    const bar = await progress(canvas);
    await expect(bar).toHaveAttribute('aria-valuetext', '192 of 96 months');
    await expect(bar).toHaveAttribute('aria-valuenow', '96');
    await expect(
      canvas.getByText('Your career history is long enough for your profile.'),
    ).toBeVisible();
  },
};

/** Under 96 months: the bar shows how far, and what is still missing. */
export const ShortCareer: Story = {
  parameters: { ...signedIn(), ...withMockDb(shortCareer) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = await progress(canvas);
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByText('40 of 96 months')).toBeVisible();
    await expect(
      canvas.getByText('Add 56 more months of positions to complete your profile.'),
    ).toBeVisible();
  },
};

/** No positions: a clear call to Add; Cancel brings the empty state and the focus back. */
export const Empty: Story = {
  parameters: { ...signedIn(), ...withMockDb(() => noCareerRecords(['positions'])) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectEmpty(
      canvas,
      'You have not added any positions yet. Add your first one to start counting toward the 96 months.',
      ADD,
    );
    await expect(canvas.queryByRole('list', { name: LIST })).toBeNull();
    await expect(await progress(canvas)).toHaveAttribute('aria-valuetext', '0 of 96 months');
    const form = await openAdd(canvas, ADD, 'Add a position');
    await waitFor(() => expect(field(form, 'Title')).toHaveFocus());
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: ADD })).toHaveFocus());
  },
};

/** Skeleton rows while the positions load. */
export const Loading: Story = {
  parameters: { ...signedIn(), ...withHandlers(...slow('infinite', ['get', '/v1/positions'])) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading your positions')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: ADD })).toBeNull();
  },
};

/** The load fails: the catalogue's words and Try again, which then shows the list. */
export const LoadFailure: Story = {
  parameters: { ...signedIn(), ...withHandlers(...careerLoadFailsOnce('positions')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please refresh or try again later.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await rowTitles(canvas, LIST)).toEqual(['Independent Controller', 'Controller']);
  },
};

/** Adding: the form closes on save, the new row takes its place in spec 9's order. */
export const Adding: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await openAdd(canvas, ADD, 'Add a position');
    await fillNew(form);
    await save(form);
    await expectToast('Position saved');
    await waitFor(() => expect(canvas.queryByRole('form')).toBeNull());
    await expect(await rowTitles(canvas, LIST)).toEqual([
      'Independent Controller',
      'Board Advisor',
      'Controller',
    ]);
    await expect((await rows(canvas, LIST))[1]).toHaveTextContent(
      'September 2019 – Present · 86 months',
    );
  },
};

/** Adding a position past 96 months completes the career history. */
export const AddingCompletesHistory: Story = {
  parameters: { ...signedIn(), ...withMockDb(shortCareer) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await openAdd(canvas, ADD, 'Add a position');
    await userEvent.type(field(form, 'Title'), 'Controller');
    await userEvent.type(field(form, 'Company'), 'Crescent Labs');
    await pickMonthYear(form, 'Start date', 'August', 2015);
    await pickMonthYear(form, 'End date', 'June', 2022);
    await save(form);
    await expectToast('Position saved');
    await expect(await progress(canvas)).toHaveAttribute('aria-valuetext', '122 of 96 months');
  },
};

/** An existing position opens in the same form, filled; Save waits for a change; no duplicate. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Edit ${EARLIER}` }));
    const form = await canvas.findByRole('form', { name: 'Edit position' });
    await expect(field(form, 'Title')).toHaveValue('Controller');
    await expect(within(form).getByRole('combobox', { name: 'Start date Month' })).toHaveValue('8');
    await expect(within(form).getByRole('combobox', { name: 'End date Year' })).toHaveValue('2022');
    await expect(
      within(form).getByRole('checkbox', { name: 'I currently work here' }),
    ).not.toBeChecked();
    const saveButton = within(form).getByRole('button', { name: 'Save' });
    await expect(saveButton).toBeDisabled();

    await retype(field(form, 'Title'), 'Senior Controller');
    await userEvent.click(saveButton);
    await expectToast('Position saved');
    await expect(await rowTitles(canvas, LIST)).toEqual([
      'Independent Controller',
      'Senior Controller',
    ]);
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: 'Edit Senior Controller at Crescent Labs' }),
      ).toHaveFocus(),
    );
  },
};

/**
 * Spec 5: every required field says so on Save. The end date is checked with the whole record
 * (the contract's rule across fields), so its messages come once the rest is valid.
 */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await openAdd(canvas, ADD, 'Add a position');
    const scope = within(form);
    const saveButton = scope.getByRole('button', { name: 'Save' });
    await userEvent.click(saveButton);
    await waitFor(() => expect(scope.getAllByText('Enter a valid value.')).toHaveLength(2));
    await expect(field(form, 'Title')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(form, 'Company')).toHaveAttribute('aria-invalid', 'true');
    const startMonth = scope.getByRole('combobox', { name: 'Start date Month' });
    await expect(startMonth).toHaveAccessibleErrorMessage('Select a valid month.');
    await expect(
      scope.getByRole('combobox', { name: 'Start date Year' }),
    ).toHaveAccessibleErrorMessage('Select a valid year.');

    await userEvent.type(field(form, 'Title'), 'Board Advisor');
    await userEvent.type(field(form, 'Company'), 'Sawtooth Credit Union');
    await pickMonthYear(form, 'Start date', 'September', 2019);
    await userEvent.click(saveButton);
    await waitFor(() =>
      expect(scope.getByRole('combobox', { name: 'End date Month' })).toHaveAccessibleErrorMessage(
        'Select a valid month.',
      ),
    );
    await expect(
      scope.getByRole('combobox', { name: 'End date Year' }),
    ).toHaveAccessibleErrorMessage('Select a valid year.');
    await expect(scope.queryByText('Enter a valid value.')).toBeNull();
  },
};

/** Spec 5: at most 100 for title, company and location, 500 for the description, counted. */
export const TooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await openAdd(canvas, ADD, 'Add a position');
    await retype(field(form, 'Title'), 'T'.repeat(101));
    await retype(field(form, 'Location'), 'L'.repeat(101));
    await retype(field(form, 'Description'), 'D'.repeat(501));
    await save(form);
    const scope = within(form);
    await expect(await scope.findAllByText('Maximum length is 100 characters.')).toHaveLength(2);
    await expect(scope.getByText('Maximum length is 500 characters.')).toBeVisible();
    await expect(scope.getByText('501 / 500')).toBeVisible();
  },
};

/** Spec 5: end years start at the start year; an end month before the start is refused. */
export const EndBeforeStart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await openAdd(canvas, ADD, 'Add a position');
    await userEvent.type(field(form, 'Title'), 'Board Advisor');
    await userEvent.type(field(form, 'Company'), 'Sawtooth Credit Union');
    await pickMonthYear(form, 'Start date', 'March', 2020);
    const endYears = optionTexts(within(form).getByRole('combobox', { name: 'End date Year' }));
    await expect(endYears).toEqual([
      'Year',
      '2026',
      '2025',
      '2024',
      '2023',
      '2022',
      '2021',
      '2020',
    ]);
    await pickMonthYear(form, 'End date', 'January', 2020);
    await save(form);
    await expect(await within(form).findByText('Select a valid month.')).toBeVisible();
    await expect(within(form).getByRole('combobox', { name: 'End date Month' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Spec 9: start years run from the current year back 70. */
export const YearOptions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await openAdd(canvas, ADD, 'Add a position');
    const years = optionTexts(within(form).getByRole('combobox', { name: 'Start date Year' }));
    await expect(years).toHaveLength(72);
    await expect([years[1], years.at(-1)]).toEqual(['2026', '1956']);
  },
};

/** 'I currently work here': no end date is asked, and the row reads Present. */
export const CurrentlyWorkHere: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await openAdd(canvas, ADD, 'Add a position');
    await fillNew(form);
    await expect(within(form).getByRole('combobox', { name: 'End date Month' })).toBeDisabled();
    await expect(within(form).getByRole('combobox', { name: 'End date Year' })).toBeDisabled();
    await save(form);
    await expectToast('Position saved');
    await expect((await rows(canvas, LIST))[1]).toHaveTextContent('Present');
  },
};

/** While the save is out, Save shows its own pending state and cannot be pressed again. */
export const Saving: Story = {
  parameters: { ...signedIn(), ...withHandlers(...slow('infinite', ['post', '/v1/positions'])) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await openAdd(canvas, ADD, 'Add a position');
    await fillNew(form);
    await expectSaving(form);
  },
};

/** A failed save keeps the form open with the catalogue's words. */
export const ServerFailure: Story = {
  parameters: { ...signedIn(), ...withHandlers(...serverError(['post', '/v1/positions'])) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await openAdd(canvas, ADD, 'Add a position');
    await fillNew(form);
    await expectSaveFailure(form, 'Something went wrong');
    await expect(field(form, 'Title')).toHaveValue('Board Advisor');
  },
};

/** A refused save shows the server's own message (the position was deleted elsewhere). */
export const ServerRefusal: Story = {
  parameters: { ...signedIn(), ...withHandlers(...careerRecordGone('positions')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Edit ${EARLIER}` }));
    const form = await canvas.findByRole('form', { name: 'Edit position' });
    await retype(field(form, 'Location'), 'Meridian, ID');
    await expectSaveFailure(form, 'Position not found');
  },
};

/** Remove asks first; confirmed, the row goes and the months are counted again. */
export const Deleting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await askRemoval(canvas, EARLIER);
    // The dialog fades in: visible once its entry animation has run.
    const heading = within(dialog).getByRole('heading', { name: 'Remove this position?' });
    await waitFor(() => expect(heading).toBeVisible());
    await expect(dialog).toHaveTextContent(`${EARLIER} will be removed from your profile.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await dialogClosed();
    await expectToast('Position removed');
    await expect(await rowTitles(canvas, LIST)).toEqual(['Independent Controller']);
    await expect(await progress(canvas)).toHaveAttribute('aria-valuetext', '52 of 96 months');
  },
};

/** Cancel keeps the position. */
export const DeleteCancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await askRemoval(canvas, CURRENT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    await expect(await rows(canvas, LIST)).toHaveLength(2);
  },
};

/** While one removal is out, its own buttons show it; the other row's stay ready. */
export const DeletePending: Story = {
  parameters: {
    ...signedIn(),
    ...withHandlers(...slow('infinite', ['delete', '/v1/positions/:id'])),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await askRemoval(canvas, EARLIER);
    const confirm = within(dialog).getByRole('button', { name: 'Remove' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toBeDisabled());
    // Behind the modal dialog, the rows are hidden from the accessibility tree.
    const hidden = { hidden: true };
    await expect(
      canvas.getByRole('button', { name: `Remove ${EARLIER}`, ...hidden }),
    ).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: `Remove ${CURRENT}`, ...hidden }),
    ).toBeEnabled();
  },
};

/** A failed removal says so; the dialog stays for another try, and Cancel keeps the row. */
export const DeleteFailure: Story = {
  parameters: {
    ...signedIn(),
    ...withHandlers(...serverError(['delete', '/v1/positions/:id'])),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await askRemoval(canvas, EARLIER);
    const confirm = within(dialog).getByRole('button', { name: 'Remove' });
    await userEvent.click(confirm);
    await expectToast('Something went wrong');
    await expect(confirm).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    await expect(await rows(canvas, LIST)).toHaveLength(2);
  },
};

/** On a phone the list and the form fit the width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openAdd(canvas, ADD, 'Add a position');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
