import { YEAR_PICKER_SPAN_YEARS, yearMonthOf } from '@/contract';

// The rules behind the select, multi-select and month–year fields, kept apart from the
// components so they can be tested without a browser.

/** One choice of a select or a multi-select. */
export interface SelectOption {
  value: string;
  label: string;
}

/**
 * The choices after one option is checked or unchecked. With an `exclusive` value (ALL for
 * locations, spec 5) checking it drops every other choice, and checking any other drops it.
 */
export function toggleChoice(
  chosen: readonly string[],
  value: string,
  checked: boolean,
  exclusive?: string,
): string[] {
  const others = chosen.filter((choice) => choice !== value);
  if (!checked) return others;
  if (exclusive !== undefined && value === exclusive) return [value];
  return [...others.filter((choice) => choice !== exclusive), value];
}

export interface PickerYearsOptions {
  /** The clock of the default range (spec 9: the current year back 70). */
  now: Date;
  /** The earliest year offered, e.g. an end date's start year (spec 5). */
  minYear?: number;
  /** The latest year offered; may be in the future (an expiry, spec 9: up to 20 years). */
  maxYear?: number;
}

/**
 * The years a year select offers, newest first: from `maxYear` (default the current year) down
 * to `minYear` (default the current year - 70). Empty when the bounds cross.
 */
export function pickerYears({ now, minYear, maxYear }: PickerYearsOptions): number[] {
  const current = yearMonthOf(now).year;
  const latest = maxYear ?? current;
  const earliest = minYear ?? current - YEAR_PICKER_SPAN_YEARS;
  if (earliest > latest) return [];
  return Array.from({ length: latest - earliest + 1 }, (_, index) => latest - index);
}

/** A year as a form holds it (a number, or a select's string); undefined when none is chosen. */
export function chosenYear(value: unknown): number | undefined {
  const year = typeof value === 'string' && value !== '' ? Number(value) : value;
  return typeof year === 'number' && Number.isInteger(year) ? year : undefined;
}
