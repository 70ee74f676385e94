import { describe, expect, it } from 'vitest';
import { chosenYear, pickerYears, toggleChoice } from '@/components/forms/choices';
import { ALL, CERTIFICATION_EXPIRY_SPAN_YEARS } from '@/contract';

describe('toggleChoice', () => {
  it('adds and removes a choice, keeping the order of choosing', () => {
    expect(toggleChoice([], 'tax', true)).toEqual(['tax']);
    expect(toggleChoice(['tax'], 'audits', true)).toEqual(['tax', 'audits']);
    expect(toggleChoice(['tax', 'audits'], 'tax', false)).toEqual(['audits']);
  });

  it('never holds a choice twice, and unchecking what is not chosen changes nothing', () => {
    expect(toggleChoice(['tax'], 'tax', true)).toEqual(['tax']);
    expect(toggleChoice(['tax'], 'audits', false)).toEqual(['tax']);
  });

  it('checking the exclusive value (ALL) drops every other choice', () => {
    expect(toggleChoice(['TX', 'CA'], ALL, true, ALL)).toEqual([ALL]);
  });

  it('checking any other value drops the exclusive one', () => {
    expect(toggleChoice([ALL], 'TX', true, ALL)).toEqual(['TX']);
    expect(toggleChoice(['TX'], 'CA', true, ALL)).toEqual(['TX', 'CA']);
  });

  it('unchecking the exclusive value leaves nothing chosen', () => {
    expect(toggleChoice([ALL], ALL, false, ALL)).toEqual([]);
  });

  it('without an exclusive value, ALL is a choice like any other', () => {
    expect(toggleChoice(['TX'], ALL, true)).toEqual(['TX', ALL]);
  });
});

describe('pickerYears', () => {
  const now = new Date('2026-11-21T15:00:00Z');

  it('runs from the current year back 70 years, newest first (spec 9)', () => {
    const years = pickerYears({ now });
    expect(years).toHaveLength(71);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1956);
  });

  it('reads the current year in UTC', () => {
    expect(pickerYears({ now: new Date('2026-12-31T23:30:00-05:00') })[0]).toBe(2027);
  });

  it('end years start at the start year (spec 5)', () => {
    expect(pickerYears({ now, minYear: 2020 })).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020]);
    expect(pickerYears({ now, minYear: 2026 })).toEqual([2026]);
  });

  it('a start year older than the range widens it instead of offering nothing', () => {
    const years = pickerYears({ now, minYear: 1950 });
    expect(years.at(-1)).toBe(1950);
    expect(years[0]).toBe(2026);
  });

  it('expiry years run from the issue year to 20 after it, into the future (spec 9)', () => {
    const years = pickerYears({
      now,
      minYear: 2020,
      maxYear: 2020 + CERTIFICATION_EXPIRY_SPAN_YEARS,
    });
    expect(years).toHaveLength(21);
    expect(years[0]).toBe(2040);
    expect(years.at(-1)).toBe(2020);
  });

  it('is empty when the bounds cross', () => {
    expect(pickerYears({ now, minYear: 2030 })).toEqual([]);
  });
});

describe('chosenYear', () => {
  it('reads a year as a form holds it: a number, or the select string', () => {
    expect(chosenYear(2020)).toBe(2020);
    expect(chosenYear('2020')).toBe(2020);
  });

  it('is undefined when nothing usable is chosen', () => {
    for (const value of ['', undefined, null, 'x', 2020.5, Number.NaN]) {
      expect(chosenYear(value)).toBeUndefined();
    }
  });
});
