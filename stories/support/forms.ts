// What the stories read of a form's selects.

/** The option texts of a select, in order. */
export const optionTexts = (select: HTMLElement) =>
  Array.from(select.querySelectorAll('option'), (option) => option.textContent);

/** The options of a year select: its placeholder 'Year', then `from` down to `to`. */
export const yearOptions = (from: number, to: number) => [
  'Year',
  ...Array.from({ length: from - to + 1 }, (_, index) => String(from - index)),
];
