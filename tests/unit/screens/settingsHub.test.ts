import { describe, expect, it } from 'vitest';
import type { CompletionUser, MyCheck, User } from '@/contract';
import { checkEntryStatus, hubView, ineligibilityOf } from '@/screens/settings/hub/hubModel';
import { NO_BASIC_INFO } from '@mocks/scenarios/settings';

const NOW = new Date('2026-11-15T12:00:00Z');

const basic: CompletionUser & Pick<User, 'published'> = {
  employmentStatus: 'independent',
  independentStatus: 'advanced',
  profession: 'hr',
  experienceYears: 8,
  city: 'Madison',
  region: 'WI',
  postalCode: '53703',
  expertises: ['recruiting'],
  locations: ['WI'],
  published: false,
};
const member = (patch: Partial<User> = {}) => ({ ...basic, ...patch }) as User;
const position = (startDate: string, endDate: string | null) => ({ startDate, endDate });
const view = (user: User, records: Partial<Parameters<typeof hubView>[0]> = {}) =>
  hubView({ user, certifications: [], educations: [], positions: [], ...records }, NOW);
const sections = (v: ReturnType<typeof view>) => v.entries.map((e) => e.section);

describe('settings hub', () => {
  it('a new member: Basic info and Security; career stage is one item; career items unlinked', () => {
    const v = view(member(NO_BASIC_INFO));
    expect(sections(v)).toEqual(['basic', 'security']);
    expect(v.entries[0]).toEqual({ section: 'basic', status: 'incomplete' });
    expect(v.missing.map((m) => m.key)).toEqual([
      'careerStage',
      'profession',
      'experienceYears',
      'city',
      'region',
      'postalCode',
      'expertises',
      'locations',
      'educations',
      'positions',
    ]);
    expect(v.missing.filter((m) => !m.linked).map((m) => m.key)).toEqual([
      'educations',
      'positions',
    ]);
    expect(v.ineligibility).toBeUndefined();
  });

  it('eligible: the career sections and a disabled background check; months counted', () => {
    const v = view(member(), { positions: [position('2020-01-01', '2023-01-01')] });
    expect(sections(v)).toEqual([
      'basic',
      'security',
      'experience',
      'education',
      'certifications',
      'testimonials',
      'check',
    ]);
    expect(v.entries.at(-1)).toEqual({
      section: 'check',
      status: 'incomplete',
      disabled: true,
      waitsFor: 'profile',
    });
    expect(v.missing).toEqual([
      {
        key: 'educations',
        text: 'Add at least one education',
        section: 'education',
        linked: true,
      },
      {
        key: 'positions',
        text: '36 of 96 months of positions',
        section: 'experience',
        linked: true,
      },
    ]);
  });

  it('legal without a license: Licenses is Incomplete and the item links there', () => {
    const v = view(member({ profession: 'legal', expertises: ['litigation'] }), {
      educations: [{}],
      positions: [position('2010-01-01', null)],
    });
    expect(v.entries.find((e) => e.section === 'certifications')?.status).toBe('incomplete');
    expect(v.missing).toEqual([
      expect.objectContaining({ text: 'Legal needs at least one license', linked: true }),
    ]);
  });

  it('complete: Basic info Complete, the check open yet Incomplete; published: no check', () => {
    const records = { educations: [{}], positions: [position('2010-01-01', null)] };
    const complete = view(member(), records);
    expect(complete.entries[0]?.status).toBe('complete');
    expect(complete.entries.at(-1)).toEqual({
      section: 'check',
      status: 'incomplete',
      disabled: false,
    });
    expect(complete.missing).toEqual([]);
    expect(sections(view(member({ published: true }), records))).not.toContain('check');
  });

  it('not eligible: employed or under 8 years hides the career sections, with the reason', () => {
    const employed = view(member({ employmentStatus: 'employed', independentStatus: 'open' }));
    expect(sections(employed)).toEqual(['basic', 'security']);
    expect(employed.ineligibility).toBe('employed');
    expect(view(member({ experienceYears: 0 })).ineligibility).toBe('experience');
    expect(ineligibilityOf({ employmentStatus: null, experienceYears: null })).toBeUndefined();
  });
});

// The check after submission (docs/architecture.md "Operators and vetting"): on the hub only
// while it asks something of the member or says why the profile is not listed.
describe('settings hub: a submitted check', () => {
  const records = { educations: [{}], positions: [position('2010-01-01', null)] };
  const check = (patch: Partial<MyCheck>): MyCheck => ({
    state: 'submitted',
    trigger: 'submission',
    openedAt: '2026-11-01T10:00:00.000Z',
    decidedAt: null,
    reason: null,
    noticeDueAt: null,
    response: null,
    canRespond: false,
    canRequestReReview: false,
    ...patch,
  });
  const withCheck = (user: User, submitted: MyCheck | null | undefined) =>
    hubView({ user, certifications: [], ...records }, NOW, undefined, submitted);
  const checkEntry = (v: ReturnType<typeof withCheck>) =>
    v.entries.find((entry) => entry.section === 'check');

  it('live while reviewed, or cleared: no entry, as spec 4 has it once published', () => {
    const live = member({ published: true });
    expect(checkEntry(withCheck(live, check({})))).toBeUndefined();
    expect(checkEntry(withCheck(live, check({ state: 'in_review' })))).toBeUndefined();
    expect(checkEntry(withCheck(live, check({ state: 'cleared' })))).toBeUndefined();
  });

  it('a notice: answer needed, then answer sent, though the profile is live', () => {
    const live = member({ published: true });
    expect(checkEntry(withCheck(live, check({ state: 'notice', canRespond: true })))).toEqual({
      section: 'check',
      check: 'answerNeeded',
    });
    expect(checkEntry(withCheck(live, check({ state: 'notice' })))?.check).toBe('answerSent');
  });

  it('unpublished after review, or re-reviewed while unpublished: open, never the form step', () => {
    const unpublished = member({ published: false });
    expect(checkEntry(withCheck(unpublished, check({ state: 'adverse' })))).toEqual({
      section: 'check',
      check: 'unpublished',
    });
    expect(checkEntry(withCheck(unpublished, check({ trigger: 're_review' })))?.check).toBe(
      'inReview',
    );
    // Cleared but unpublished by an operator: submitting again is not possible, so no entry.
    expect(checkEntry(withCheck(unpublished, check({ state: 'cleared' })))).toBeUndefined();
  });

  it("never submitted, or unknown: spec 4's entry", () => {
    const ready = member({ published: false });
    const spec = { section: 'check', status: 'incomplete', disabled: false };
    expect(checkEntry(withCheck(ready, null))).toEqual(spec);
    expect(checkEntry(withCheck(ready, undefined))).toEqual(spec);
  });

  it('checkEntryStatus reads the state and whether the profile is listed', () => {
    expect(checkEntryStatus(check({ state: 'withdrawn' }), false)).toBeUndefined();
    expect(checkEntryStatus(check({ state: 'in_review' }), false)).toBe('inReview');
  });
});
