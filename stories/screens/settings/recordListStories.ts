import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '@/contract';
import type { RecordListTexts } from '@/screens/settings/careerTexts';
import { settingsTexts } from '@/screens/settings/texts';
import { type careerRecordGone, serverError, slow } from '@mocks/scenarios';
import { withHandlers } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
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
  retype,
  rowTitles,
  save,
} from './recordLists';

// The stories every record list of the settings (Experience, Education, Licenses) has, made from
// what differs: the list's texts, its endpoint, its records and the form fields to fill. A story
// file declares those and exports the stories one by one (their names are the Chromatic ids),
// then adds the stories only its list has, with `addFormPlay` for those that start at the form.

type Story = StoryObj<PageArgs>;
type StoryParameters = NonNullable<Story['parameters']>;
type Play = NonNullable<Story['play']>;
/** A step on the open form; `canvas` is the page's. */
type FormStep = (form: HTMLElement, canvas: Canvas) => Promise<void>;
type CanvasStep = (canvas: Canvas) => Promise<void>;

/** A play function that opens the add form, then runs `step` on it. */
export function addFormPlay(texts: RecordListTexts, step: FormStep): Play {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await step(await openAdd(canvas, texts.add, texts.addTitle), canvas);
  };
}

/** A text field made too long: its label, the letter it is filled with and its maximum. */
export type TooLongField = [label: string, letter: string, max?: number];

export interface RecordListStoriesOptions {
  /** The screen's texts (careerTexts.ts): its heading and the list's words. */
  texts: { heading: string; records: RecordListTexts };
  /** The records' endpoint, `/v1/<list>`. */
  list: Parameters<typeof careerRecordGone>[0];
  /** The meta's parameters: the member and the records the stories start from. */
  parameters: StoryParameters;
  /** The row Editing and Deleting act on, as its buttons name it ('Edit …', 'Remove …'). */
  record: string;
  /** Fills the add form with a valid new record. */
  fillNew: (form: HTMLElement) => Promise<void>;
  /** Spec 9's order: the titles of the rows, then what else the rows show. */
  several: { parameters?: StoryParameters; titles: string[]; then?: CanvasStep };
  /** The parameters with no records, and what else the empty list shows. */
  empty: { parameters: StoryParameters; then?: CanvasStep };
  /** Fills the add form (default `fillNew`); the titles once saved, and what else shows. */
  adding: { fill?: FormStep; titles: string[]; then?: CanvasStep };
  /** The edit form of `record`: what it holds, a change to save, and the list after. */
  editing: { filled: FormStep; change: FormStep; then: CanvasStep };
  /**
   * Save on the empty add form: `texts` text fields say 'Enter a valid value.'; `before` runs
   * before the first Save, `then` after the messages.
   */
  requiredFields: { texts: number; before?: FormStep; then: FormStep };
  /** The fields filled one over their maximum (100 unless said) and what else shows. */
  tooLong: { fields: TooLongField[]; then?: FormStep };
  /** What else a failed save leaves in the form. */
  serverFailure?: { then?: FormStep };
  /** The titles left once `record` is removed, and what else shows. */
  deleting: { titles: string[]; then?: CanvasStep };
}

export type RecordListStoryName =
  | 'Several'
  | 'Empty'
  | 'Adding'
  | 'Editing'
  | 'RequiredFields'
  | 'TooLong'
  | 'Saving'
  | 'ServerFailure'
  | 'Deleting';

const noStep = async () => undefined;

/** The nine stories of a record list: loaded, empty, add, edit, validation, save states, remove. */
export function recordListStories(
  options: RecordListStoriesOptions,
): Record<RecordListStoryName, Story> {
  const { texts, record, fillNew, parameters } = options;
  const words = texts.records;
  const path = `/v1/${options.list}`;
  const withForm = (step: FormStep) => addFormPlay(words, step);

  return {
    Several: {
      ...(options.several.parameters && { parameters: options.several.parameters }),
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(
          await canvas.findByRole('heading', { level: 1, name: texts.heading }),
        ).toBeVisible();
        await expect(canvas.getByRole('link', { name: settingsTexts.backToHub })).toHaveAttribute(
          'href',
          '/settings',
        );
        await expect(await rowTitles(canvas, words.list)).toEqual(options.several.titles);
        await (options.several.then ?? noStep)(canvas);
      },
    },

    Empty: {
      parameters: options.empty.parameters,
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expectEmpty(canvas, words.empty, words.add);
        await (options.empty.then ?? noStep)(canvas);
      },
    },

    Adding: {
      play: withForm(async (form, canvas) => {
        await (options.adding.fill ?? fillNew)(form, canvas);
        await save(form);
        await expectToast(words.saved);
        await waitFor(() => expect(canvas.queryByRole('form')).toBeNull());
        await expect(await rowTitles(canvas, words.list)).toEqual(options.adding.titles);
        await (options.adding.then ?? noStep)(canvas);
      }),
    },

    Editing: {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await userEvent.click(await canvas.findByRole('button', { name: `Edit ${record}` }));
        const form = await canvas.findByRole('form', { name: words.editTitle });
        await options.editing.filled(form, canvas);
        const saveButton = within(form).getByRole('button', { name: 'Save' });
        await expect(saveButton).toBeDisabled();
        await options.editing.change(form, canvas);
        await userEvent.click(saveButton);
        await expectToast(words.saved);
        await options.editing.then(canvas);
      },
    },

    RequiredFields: {
      play: withForm(async (form, canvas) => {
        const { before = noStep, then } = options.requiredFields;
        await before(form, canvas);
        await save(form);
        await waitFor(() =>
          expect(within(form).getAllByText(messages.text)).toHaveLength(
            options.requiredFields.texts,
          ),
        );
        await then(form, canvas);
      }),
    },

    TooLong: {
      play: withForm(async (form, canvas) => {
        const fields = options.tooLong.fields.map(([label, letter, max = 100]) => ({
          label,
          letter,
          max,
        }));
        for (const { label, letter, max } of fields) {
          await retype(field(form, label), letter.repeat(max + 1));
        }
        await save(form);
        for (const max of new Set(fields.map((each) => each.max))) {
          const shown = await within(form).findAllByText(messages.maxLength(max));
          await expect(shown).toHaveLength(fields.filter((each) => each.max === max).length);
          for (const message of shown) await expect(message).toBeVisible();
        }
        await (options.tooLong.then ?? noStep)(form, canvas);
      }),
    },

    /** While the save is out, Save shows its own pending state and cannot be pressed again. */
    Saving: {
      parameters: { ...parameters, ...withHandlers(...slow('infinite', ['post', path])) },
      play: withForm(async (form) => {
        await fillNew(form);
        await expectSaving(form);
      }),
    },

    /** A failed save keeps the form open with the catalogue's words. */
    ServerFailure: {
      parameters: { ...parameters, ...withHandlers(...serverError(['post', path])) },
      play: withForm(async (form, canvas) => {
        await fillNew(form);
        await expectSaveFailure(form, 'Something went wrong');
        await (options.serverFailure?.then ?? noStep)(form, canvas);
      }),
    },

    /** Remove asks first (the dialog names the record); confirmed, the row goes. */
    Deleting: {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        const dialog = await askRemoval(canvas, record);
        // The dialog fades in: visible once its entry animation has run.
        const heading = within(dialog).getByRole('heading', { name: words.removeTitle });
        await waitFor(() => expect(heading).toBeVisible());
        await expect(dialog).toHaveTextContent(words.removeBody(record));
        await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
        await dialogClosed();
        await expectToast(words.removed);
        await expect(await rowTitles(canvas, words.list)).toEqual(options.deleting.titles);
        await (options.deleting.then ?? noStep)(canvas);
      },
    },
  };
}
