import { expect, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '@/contract';

// Steps the stories of the three record lists (Experience, Education, Licenses) share.

export type Canvas = ReturnType<typeof within>;

/** The page's list of records once loaded, and its rows. */
export async function rows(canvas: Canvas, name: string) {
  const list = await canvas.findByRole('list', { name });
  return within(list).getAllByRole('listitem');
}

/** The first line (title) of each row, in order. */
export async function rowTitles(canvas: Canvas, name: string) {
  return (await rows(canvas, name)).map(
    (row) => row.querySelector('p')?.textContent ?? row.textContent,
  );
}

/** A text field, select or textarea of the open form, by the start of its label. */
export const field = (form: HTMLElement, label: string) =>
  within(form).getByLabelText(new RegExp(`^${label}`));

/** A select of the open form by its accessible name ('Start date Month'). */
export const combobox = (form: HTMLElement, name: string) =>
  within(form).getByRole('combobox', { name });

/** Picks a month-year pair: `month` as its label ('March'), `year` as a number. */
export async function pickMonthYear(form: HTMLElement, label: string, month: string, year: number) {
  await userEvent.selectOptions(combobox(form, `${label} Month`), month);
  await userEvent.selectOptions(combobox(form, `${label} Year`), String(year));
}

/** Spec 5: an unset month-year pair says so on each of its two selects. */
export async function expectMonthYearRequired(form: HTMLElement, label: string) {
  await expect(combobox(form, `${label} Month`)).toHaveAccessibleErrorMessage(messages.month);
  await expect(combobox(form, `${label} Year`)).toHaveAccessibleErrorMessage(messages.year);
}

/** Opens the add form with the Add button and answers the form. */
export async function openAdd(canvas: Canvas, add: string, title: string) {
  await userEvent.click(await canvas.findByRole('button', { name: add }));
  return canvas.findByRole('form', { name: title });
}

/** Replaces a text input's value (pasted, so long texts are quick). */
export async function retype(input: HTMLElement, value: string) {
  await userEvent.clear(input);
  if (value) {
    await userEvent.click(input);
    await userEvent.paste(value);
  }
}

/** A toast with `text` is shown (toasts render outside the canvas). */
export async function expectToast(text: string) {
  const toast = await within(document.body).findByText(text);
  // The toast slides in; it is visible once its entry animation has run.
  await waitFor(() => expect(toast).toBeVisible());
}

/** Presses a row's Remove and answers the confirmation dialog. */
export async function askRemoval(canvas: Canvas, name: string) {
  await userEvent.click(await canvas.findByRole('button', { name: `Remove ${name}` }));
  return within(document.body).findByRole('alertdialog');
}

export async function dialogClosed() {
  await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
}

/** Presses the open form's Save. */
export const save = (form: HTMLElement) =>
  userEvent.click(within(form).getByRole('button', { name: 'Save' }));

/** Saves: Save shows its own pending state and cannot be pressed again. */
export async function expectSaving(form: HTMLElement) {
  const button = within(form).getByRole('button', { name: 'Save' });
  await userEvent.click(button);
  await waitFor(() => expect(button).toBeDisabled());
  await expect(button).toHaveAttribute('data-loading');
  await expect(within(form).getByText('Saving…')).toBeVisible();
}

/** Saves, and the failure shows in the form, which stays open. */
export async function expectSaveFailure(form: HTMLElement, message: string) {
  await save(form);
  await expect(await within(form).findByRole('alert')).toHaveTextContent(message);
}

/** No records: the empty state's words and its Add button. */
export async function expectEmpty(canvas: Canvas, text: string, add: string) {
  await expect(await canvas.findByText(text)).toBeVisible();
  await expect(canvas.getByRole('button', { name: add })).toBeVisible();
}
