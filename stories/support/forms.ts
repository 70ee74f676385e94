import { expect, within } from 'storybook/test';

// What the stories read of a form's fields, and the story every field's catalog has.

/** The option texts of a select, in order. */
export const optionTexts = (select: HTMLElement) =>
  Array.from(select.querySelectorAll('option'), (option) => option.textContent);

/** The options of a year select: its placeholder 'Year', then `from` down to `to`. */
export const yearOptions = (from: number, to: number) => [
  'Year',
  ...Array.from({ length: from - to + 1 }, (_, index) => String(from - index)),
];

type Canvas = ReturnType<typeof within>;

/**
 * The Looks story of a field's catalog (its default render, every look at once for visual
 * review): `check` reads the looks as assistive technology does.
 */
export const looksStory = (check: (canvas: Canvas) => Promise<void>) => ({
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => check(within(canvasElement)),
});

/** A field showing an error: invalid, and the message is its error message. */
export async function expectInvalid(field: HTMLElement, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleErrorMessage(message);
}
