import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { experienceTexts } from '@/screens/settings/careerTexts';
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
import { optionTexts, yearOptions } from '@stories/support/forms';
import { signedIn } from '@stories/support/session';
import { mobile } from '@stories/support/viewports';
import { addFormPlay, recordListStories } from './recordListStories';
import {
  askRemoval,
  type Canvas,
  combobox,
  dialogClosed,
  expectMonthYearRequired,
  expectSaveFailure,
  expectToast,
  field,
  openAdd,
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

const texts = experienceTexts.records;
const LIST = texts.list;
const ADD = texts.add;
// The demo member: Independent Controller at Whitaker Advisory (Jul 2022 – Present, 52 months)
// and Controller at Crescent Labs (Aug 2015 – Jun 2022, 82 months); the stories' clock: Nov 2026.
const CURRENT = 'Independent Controller at Whitaker Advisory';
const EARLIER = 'Controller at Crescent Labs';

const progress = (canvas: Canvas) => canvas.findByRole('progressbar', { name: 'Career history' });

/** Title, company and start date of a valid position (Board Advisor, from Sep 2019). */
async function fillStarted(form: HTMLElement, month = 'September', year = 2019) {
  await userEvent.type(field(form, 'Title'), 'Board Advisor');
  await userEvent.type(field(form, 'Company'), 'Sawtooth Credit Union');
  await pickMonthYear(form, 'Start date', month, year);
}

/** Fills the add form with a valid position (Board Advisor, Sep 2019 – Present). */
async function fillNew(form: HTMLElement) {
  await fillStarted(form);
  await userEvent.click(within(form).getByRole('checkbox', { name: 'I currently work here' }));
}

const stories = recordListStories({
  texts: experienceTexts,
  list: 'positions',
  parameters: meta.parameters,
  record: EARLIER,
  fillNew,
  several: {
    parameters: { ...signedIn(), ...withMockDb(severalPositions) },
    titles: ['Independent Controller', 'Controller', 'Senior Associate'],
    then: async (canvas) => {
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
  },
  empty: {
    parameters: { ...signedIn(), ...withMockDb(() => noCareerRecords(['positions'])) },
    then: async (canvas) => {
      await expect(canvas.queryByRole('list', { name: LIST })).toBeNull();
      await expect(await progress(canvas)).toHaveAttribute('aria-valuetext', '0 of 96 months');
      const form = await openAdd(canvas, ADD, texts.addTitle);
      await waitFor(() => expect(field(form, 'Title')).toHaveFocus());
      await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(canvas.getByRole('button', { name: ADD })).toHaveFocus());
    },
  },
  adding: {
    titles: ['Independent Controller', 'Board Advisor', 'Controller'],
    then: async (canvas) => {
      await expect((await rows(canvas, LIST))[1]).toHaveTextContent(
        'September 2019 – Present · 86 months',
      );
    },
  },
  editing: {
    filled: async (form) => {
      await expect(field(form, 'Title')).toHaveValue('Controller');
      await expect(combobox(form, 'Start date Month')).toHaveValue('8');
      await expect(combobox(form, 'End date Year')).toHaveValue('2022');
      await expect(
        within(form).getByRole('checkbox', { name: 'I currently work here' }),
      ).not.toBeChecked();
    },
    change: (form) => retype(field(form, 'Title'), 'Senior Controller'),
    then: async (canvas) => {
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
  },
  requiredFields: {
    texts: 2,
    then: async (form) => {
      await expect(field(form, 'Title')).toHaveAttribute('aria-invalid', 'true');
      await expect(field(form, 'Company')).toHaveAttribute('aria-invalid', 'true');
      await expectMonthYearRequired(form, 'Start date');

      await fillStarted(form);
      await save(form);
      await waitFor(() => expectMonthYearRequired(form, 'End date'));
      await expect(within(form).queryByText('Enter a valid value.')).toBeNull();
    },
  },
  tooLong: {
    fields: [
      ['Title', 'T'],
      ['Location', 'L'],
      ['Description', 'D', 500],
    ],
    then: async (form) => {
      await expect(within(form).getByText('501 / 500')).toBeVisible();
    },
  },
  serverFailure: {
    then: async (form) => {
      await expect(field(form, 'Title')).toHaveValue('Board Advisor');
    },
  },
  deleting: {
    titles: ['Independent Controller'],
    then: async (canvas) => {
      await expect(await progress(canvas)).toHaveAttribute('aria-valuetext', '52 of 96 months');
    },
  },
});

/** Spec 9: newest start first; each row's dates and length; the progress toward 96 months. */
export const Several: Story = stories.Several;

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
export const Empty: Story = stories.Empty;

/** Skeleton rows while the positions load. */
export const Loading: Story = {
  parameters: { ...signedIn(), ...withHandlers(...slow('infinite', ['get', '/v1/positions'])) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(texts.loading)).toBeInTheDocument();
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
export const Adding: Story = stories.Adding;

/** Adding a position past 96 months completes the career history. */
export const AddingCompletesHistory: Story = {
  parameters: { ...signedIn(), ...withMockDb(shortCareer) },
  play: addFormPlay(texts, async (form, canvas) => {
    await userEvent.type(field(form, 'Title'), 'Controller');
    await userEvent.type(field(form, 'Company'), 'Crescent Labs');
    await pickMonthYear(form, 'Start date', 'August', 2015);
    await pickMonthYear(form, 'End date', 'June', 2022);
    await save(form);
    await expectToast(texts.saved);
    await expect(await progress(canvas)).toHaveAttribute('aria-valuetext', '122 of 96 months');
  }),
};

/** An existing position opens in the same form, filled; Save waits for a change; no duplicate. */
export const Editing: Story = stories.Editing;
/**
 * Spec 5: every required field says so on Save. The end date is checked with the whole record
 * (the contract's rule across fields), so its messages come once the rest is valid.
 */
export const RequiredFields: Story = stories.RequiredFields;
/** Spec 5: at most 100 for title, company and location, 500 for the description, counted. */
export const TooLong: Story = stories.TooLong;

/** Spec 5: end years start at the start year; an end month before the start is refused. */
export const EndBeforeStart: Story = {
  play: addFormPlay(texts, async (form) => {
    await fillStarted(form, 'March', 2020);
    const endYears = optionTexts(combobox(form, 'End date Year'));
    await expect(endYears).toEqual(yearOptions(2026, 2020));
    await pickMonthYear(form, 'End date', 'January', 2020);
    await save(form);
    await expect(await within(form).findByText('Select a valid month.')).toBeVisible();
    await expect(combobox(form, 'End date Month')).toHaveAttribute('aria-invalid', 'true');
  }),
};

/** Spec 9: start years run from the current year back 70. */
export const YearOptions: Story = {
  play: addFormPlay(texts, async (form) => {
    const years = optionTexts(combobox(form, 'Start date Year'));
    await expect(years).toHaveLength(72);
    await expect([years[1], years.at(-1)]).toEqual(['2026', '1956']);
  }),
};

/** 'I currently work here': no end date is asked, and the row reads Present. */
export const CurrentlyWorkHere: Story = {
  play: addFormPlay(texts, async (form, canvas) => {
    await fillNew(form);
    await expect(combobox(form, 'End date Month')).toBeDisabled();
    await expect(combobox(form, 'End date Year')).toBeDisabled();
    await save(form);
    await expectToast(texts.saved);
    await expect((await rows(canvas, LIST))[1]).toHaveTextContent('Present');
  }),
};

/** While the save is out, Save shows its own pending state and cannot be pressed again. */
export const Saving: Story = stories.Saving;
/** A failed save keeps the form open with the catalogue's words. */
export const ServerFailure: Story = stories.ServerFailure;

/** A refused save shows the server's own message (the position was deleted elsewhere). */
export const ServerRefusal: Story = {
  parameters: { ...signedIn(), ...withHandlers(...careerRecordGone('positions')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Edit ${EARLIER}` }));
    const form = await canvas.findByRole('form', { name: texts.editTitle });
    await retype(field(form, 'Location'), 'Meridian, ID');
    await expectSaveFailure(form, 'Position not found');
  },
};

/** Remove asks first; confirmed, the row goes and the months are counted again. */
export const Deleting: Story = stories.Deleting;

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
  globals: mobile,
  play: addFormPlay(texts, async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  }),
};
