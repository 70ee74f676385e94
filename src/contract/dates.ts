import { monthLabels } from './enums';
import { CERTIFICATION_EXPIRY_SPAN_YEARS, YEAR_PICKER_SPAN_YEARS } from './limits';

// Calendar dates travel as 'yyyy-mm-dd' strings, never as Date objects, so no time zone can
// shift a month. Career dates are month precision: the pickers ask for a month and a year and
// the day is always 01. "now" is always a parameter so results are deterministic in tests;
// it is read in UTC.

export const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface YearMonth {
  year: number;
  month: number; // 1-12
}

export const isIsoDate = (value: string): boolean => {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
};

// 'yyyy-mm-01' for a month of a year.
export const monthDate = (year: number, month: number): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;

// Reads the year and month of a 'yyyy-mm-dd' string (the day is ignored).
export const parseYearMonth = (value: string): YearMonth => {
  const [year, month] = value.split('-').map(Number) as [number, number];
  return { year, month };
};

// 'March 2021' for a month date ('2021-03-01'): how a career date reads in a list.
export const monthYearLabel = (value: string): string => {
  const { year, month } = parseYearMonth(value);
  return `${monthLabels[month - 1]} ${year}`;
};

// Career dates are stored as the first of their month (spec 3).
export const toMonthStart = (value: string): string => {
  const { year, month } = parseYearMonth(value);
  return monthDate(year, month);
};

export const yearMonthOf = (now: Date): YearMonth => ({
  year: now.getUTCFullYear(),
  month: now.getUTCMonth() + 1,
});

// Whole months from start to end, day ignored: Jan 2020 -> Jan 2021 is 12. Never negative.
export const monthsBetween = (start: string, end: string): number => {
  const a = parseYearMonth(start);
  const b = parseYearMonth(end);
  return Math.max(0, (b.year - a.year) * 12 + (b.month - a.month));
};

// Year picker: the current year first, back 70 years (current year - 70 included).
export const yearOptions = (now: Date, span: number = YEAR_PICKER_SPAN_YEARS): number[] => {
  const current = now.getUTCFullYear();
  return Array.from({ length: span + 1 }, (_, index) => current - index);
};

// Expiry years: the issue year through 20 years after it.
export const certificationExpiryYearOptions = (issueYear: number): number[] =>
  Array.from({ length: CERTIFICATION_EXPIRY_SPAN_YEARS + 1 }, (_, index) => issueYear + index);
