import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { educationTexts } from '@/screens/settings/careerTexts';
import { EducationScreen } from '@/screens/settings/EducationScreen';
import { noCareerRecords, severalEducations } from '@mocks/scenarios';
import { withMockDb } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
import { optionTexts } from '@stories/support/forms';
import { signedIn } from '@stories/support/session';
import { recordListStories } from './recordListStories';
import { field, retype, rows } from './recordLists';

const meta = {
  title: 'Screens/Settings/Education',
  component: EducationScreen,
  args: { routePath: '/settings/education' } satisfies PageArgs,
  parameters: { ...signedIn(), ...withMockDb(severalEducations) },
} satisfies Meta<typeof EducationScreen>;

export default meta;
type Story = StoryObj<PageArgs>;

const LIST = educationTexts.records.list;

/** Fills the add form with a valid education (an MBA of 2017). */
async function fillNew(form: HTMLElement) {
  await userEvent.type(field(form, 'School'), 'Boise State University');
  await userEvent.type(field(form, 'Degree'), 'MBA');
  await userEvent.type(field(form, 'Field of study'), 'Finance');
  await userEvent.selectOptions(field(form, 'Year issued'), '2017');
}

const stories = recordListStories({
  texts: educationTexts,
  list: 'educations',
  parameters: meta.parameters,
  // The demo member's JD (Georgetown, 2014) and, from the scenario, a BS (University of Idaho, 2009).
  record: 'JD, Georgetown University',
  fillNew,
  several: {
    titles: ['Georgetown University', 'University of Idaho'],
    then: async (canvas) => {
      const [first] = await rows(canvas, LIST);
      await expect(first).toHaveTextContent('JD, Business Administration');
      await expect(first).toHaveTextContent('2014');
    },
  },
  empty: { parameters: { ...signedIn(), ...withMockDb(() => noCareerRecords(['educations'])) } },
  adding: {
    fill: async (form) => {
      await waitFor(() => expect(field(form, 'School')).toHaveFocus());
      await fillNew(form);
    },
    titles: ['Boise State University', 'Georgetown University', 'University of Idaho'],
  },
  editing: {
    filled: async (form) => {
      await expect(field(form, 'Degree')).toHaveValue('JD');
      await expect(field(form, 'Year issued')).toHaveValue('2014');
    },
    change: (form) => retype(field(form, 'Field of study'), 'Law'),
    then: async (canvas) => {
      const list = await rows(canvas, LIST);
      await expect(list).toHaveLength(2);
      await expect(list[0]).toHaveTextContent('JD, Law');
    },
  },
  requiredFields: {
    // Years run from this year back 70.
    before: async (form) => {
      const years = optionTexts(field(form, 'Year issued'));
      await expect(years).toHaveLength(72);
      await expect([years[1], years.at(-1)]).toEqual(['2026', '1956']);
    },
    texts: 2,
    then: async (form) => {
      await expect(within(form).getByText('Select a valid year.')).toBeVisible();
      await expect(field(form, 'Year issued')).toHaveAttribute('aria-invalid', 'true');
    },
  },
  tooLong: {
    fields: [
      ['School', 'S'],
      ['Degree', 'D'],
      ['Field of study', 'F'],
    ],
  },
  deleting: { titles: ['University of Idaho'] },
});

/** Spec 9: newest year first; degree and field of study, then the year. */
export const Several: Story = stories.Several;
/** No education yet: a clear call to Add. */
export const Empty: Story = stories.Empty;
/** Adding: the form closes on save and the school takes its place by year. */
export const Adding: Story = stories.Adding;
/** An existing education opens in the same form and is updated, not duplicated. */
export const Editing: Story = stories.Editing;
/** Spec 5: school, degree and year are required; years run from this year back 70. */
export const RequiredFields: Story = stories.RequiredFields;
/** Spec 5: school, degree and field of study at most 100. */
export const TooLong: Story = stories.TooLong;
/** While the save is out, Save shows its own pending state. */
export const Saving: Story = stories.Saving;
/** A failed save keeps the form open with the catalogue's words. */
export const ServerFailure: Story = stories.ServerFailure;
/** Remove asks first; confirmed, the row goes. */
export const Deleting: Story = stories.Deleting;
