import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EducationScreen } from '@/screens/settings/EducationScreen';
import { noCareerRecords, serverError, severalEducations, slow } from '@mocks/scenarios';
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
  retype,
  rows,
  rowTitles,
  save,
} from './recordLists';

const meta = {
  title: 'Screens/Settings/Education',
  component: EducationScreen,
  args: { routePath: '/settings/education' } satisfies PageArgs,
  parameters: { ...signedIn(), ...withMockDb(severalEducations) },
} satisfies Meta<typeof EducationScreen>;

export default meta;
type Story = StoryObj<PageArgs>;

const LIST = 'Your education';
const ADD = 'Add education';
// The demo member's JD (Georgetown, 2014) and, from the scenario, a BS (University of Idaho, 2009).
const JD = 'JD, Georgetown University';

/** Fills the add form with a valid education (an MBA of 2017). */
async function fillNew(form: HTMLElement) {
  await userEvent.type(field(form, 'School'), 'Boise State University');
  await userEvent.type(field(form, 'Degree'), 'MBA');
  await userEvent.type(field(form, 'Field of study'), 'Finance');
  await userEvent.selectOptions(field(form, 'Year issued'), '2017');
}

/** Spec 9: newest year first; degree and field of study, then the year. */
export const Several: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Education' })).toBeVisible();
    await expect(await rowTitles(canvas, LIST)).toEqual([
      'Georgetown University',
      'University of Idaho',
    ]);
    const [first] = await rows(canvas, LIST);
    await expect(first).toHaveTextContent('JD, Business Administration');
    await expect(first).toHaveTextContent('2014');
  },
};

/** No education yet: a clear call to Add. */
export const Empty: Story = {
  parameters: { ...signedIn(), ...withMockDb(() => noCareerRecords(['educations'])) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectEmpty(
      canvas,
      'You have not added any education yet. Add the school you graduated from.',
      ADD,
    );
  },
};

/** Adding: the form closes on save and the school takes its place by year. */
export const Adding: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await openAdd(canvas, ADD, 'Add education');
    await waitFor(() => expect(field(form, 'School')).toHaveFocus());
    await fillNew(form);
    await save(form);
    await expectToast('Education saved');
    await waitFor(() => expect(canvas.queryByRole('form')).toBeNull());
    await expect(await rowTitles(canvas, LIST)).toEqual([
      'Boise State University',
      'Georgetown University',
      'University of Idaho',
    ]);
  },
};

/** An existing education opens in the same form and is updated, not duplicated. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Edit ${JD}` }));
    const form = await canvas.findByRole('form', { name: 'Edit education' });
    await expect(field(form, 'Degree')).toHaveValue('JD');
    await expect(field(form, 'Year issued')).toHaveValue('2014');
    const saveButton = within(form).getByRole('button', { name: 'Save' });
    await expect(saveButton).toBeDisabled();
    await retype(field(form, 'Field of study'), 'Law');
    await userEvent.click(saveButton);
    await expectToast('Education saved');
    const list = await rows(canvas, LIST);
    await expect(list).toHaveLength(2);
    await expect(list[0]).toHaveTextContent('JD, Law');
  },
};

/** Spec 5: school, degree and year are required; years run from this year back 70. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await openAdd(canvas, ADD, 'Add education');
    const years = optionTexts(field(form, 'Year issued'));
    await expect(years).toHaveLength(72);
    await expect([years[1], years.at(-1)]).toEqual(['2026', '1956']);
    await save(form);
    await expect(await within(form).findAllByText('Enter a valid value.')).toHaveLength(2);
    await expect(within(form).getByText('Select a valid year.')).toBeVisible();
    await expect(field(form, 'Year issued')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Spec 5: school, degree and field of study at most 100. */
export const TooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await openAdd(canvas, ADD, 'Add education');
    await retype(field(form, 'School'), 'S'.repeat(101));
    await retype(field(form, 'Degree'), 'D'.repeat(101));
    await retype(field(form, 'Field of study'), 'F'.repeat(101));
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
    ...withMockDb(severalEducations),
    ...withHandlers(...slow('infinite', ['post', '/v1/educations'])),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await openAdd(canvas, ADD, 'Add education');
    await fillNew(form);
    await expectSaving(form);
  },
};

/** A failed save keeps the form open with the catalogue's words. */
export const ServerFailure: Story = {
  parameters: {
    ...signedIn(),
    ...withMockDb(severalEducations),
    ...withHandlers(...serverError(['post', '/v1/educations'])),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await openAdd(canvas, ADD, 'Add education');
    await fillNew(form);
    await expectSaveFailure(form, 'Something went wrong');
  },
};

/** Remove asks first; confirmed, the row goes. */
export const Deleting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await askRemoval(canvas, JD);
    await expect(dialog).toHaveTextContent('Remove this education?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await dialogClosed();
    await expectToast('Education removed');
    await expect(await rowTitles(canvas, LIST)).toEqual(['University of Idaho']);
  },
};
