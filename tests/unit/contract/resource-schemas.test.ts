import { describe, expect, it } from 'vitest';
import {
  backgroundCheckFormSchema,
  certificationBodySchema,
  certificationFormSchema,
  certificationToForm,
  imageFileProblem,
  invitationBodySchema,
  isTeamTransitionAllowed,
  normaliseProfileSearch,
  otherTeamPatchBodySchema,
  positionFormSchema,
  postLinkBodySchema,
  profileSearchQuerySchema,
  profileSubmitBodySchema,
  readProfileSearchQuery,
  testimonialRequestBodySchema,
  testimonialWriteBodySchema,
  testimonialWriteFormSchema,
  toCertificationBody,
  toPositionBody,
  toProfileSearchParams,
  toProfileSubmitBody,
  uploadRequestBodySchema,
  yearOptions,
  certificationExpiryYearOptions,
} from '../../../src/contract';

const messagesOf = (result: { error?: { issues: { message: string }[] } }): string[] =>
  result.error?.issues.map((issue) => issue.message) ?? [];
const uuid = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

describe('certifications', () => {
  const base = {
    name: 'CPA',
    organization: 'AICPA',
    issuedMonth: '3',
    issuedYear: '2015',
    identifier: '',
    url: '',
    kind: 'certification',
    jurisdiction: '',
  };

  it('maps the form to a month-precision body and back', () => {
    const form = certificationFormSchema.parse({
      ...base,
      doesNotExpire: false,
      expirationMonth: '3',
      expirationYear: '2030',
    });
    const body = toCertificationBody(form);
    expect(body).toEqual({
      name: 'CPA',
      organization: 'AICPA',
      issuedDate: '2015-03-01',
      expirationDate: '2030-03-01',
      identifier: null,
      url: null,
      kind: 'certification',
      jurisdiction: null,
    });
    expect(
      certificationToForm({
        id: 1,
        ...certificationBodySchema.parse(body),
        verificationState: null,
      }),
    ).toEqual(form);
  });

  it('asks a licence for the state that issued it, from the list (issue 24)', () => {
    const licence = { ...base, kind: 'licence', doesNotExpire: true };
    expect(messagesOf(certificationFormSchema.safeParse(licence))).toEqual([
      'Select the state that issued the license.',
    ]);
    expect(
      messagesOf(certificationFormSchema.safeParse({ ...licence, jurisdiction: 'ALL' })),
    ).toEqual(['Select a valid option.']);
    const form = certificationFormSchema.parse({ ...licence, jurisdiction: 'OH' });
    expect(toCertificationBody(form)).toMatchObject({ kind: 'licence', jurisdiction: 'OH' });
    // A certification names no state, whatever the form held.
    const plain = certificationFormSchema.parse({
      ...base,
      doesNotExpire: true,
      jurisdiction: 'OH',
    });
    expect(toCertificationBody(plain).jurisdiction).toBeNull();
  });

  it('needs an expiry unless it does not expire, at most 20 years out', () => {
    expect(
      messagesOf(certificationFormSchema.safeParse({ ...base, doesNotExpire: false })),
    ).toEqual(['Select a valid month.', 'Select a valid year.']);
    const never = certificationFormSchema.parse({ ...base, doesNotExpire: true });
    expect(toCertificationBody(never).expirationDate).toBeNull();
    expect(
      certificationFormSchema.safeParse({
        ...base,
        doesNotExpire: false,
        expirationMonth: '1',
        expirationYear: '2036',
      }).success,
    ).toBe(false);
    expect(certificationExpiryYearOptions(2015)).toHaveLength(21);
  });

  it('normalises wire dates to the first of the month and rejects unknown keys', () => {
    expect(
      certificationBodySchema.parse({
        name: 'CPA',
        organization: 'AICPA',
        issuedDate: '2015-03-17',
      }),
    ).toMatchObject({
      issuedDate: '2015-03-01',
      expirationDate: null,
    });
    expect(
      certificationBodySchema.safeParse({
        name: 'CPA',
        organization: 'AICPA',
        issuedDate: '2015-02-30',
      }).success,
    ).toBe(false);
    expect(
      certificationBodySchema.safeParse({
        name: 'CPA',
        organization: 'AICPA',
        issuedDate: '2015-03-01',
        userId: 9,
      }).success,
    ).toBe(false);
    expect(
      messagesOf(
        certificationBodySchema.safeParse({
          name: 'x'.repeat(101),
          organization: 'AICPA',
          issuedDate: '2015-03-01',
        }),
      ),
    ).toEqual(['Maximum length is 100 characters.']);
  });
});

describe('positions', () => {
  const base = {
    title: 'Controller',
    company: 'Acme',
    location: '',
    startMonth: '6',
    startYear: '2016',
    description: '',
  };

  it('maps a current position to endDate null', () => {
    expect(toPositionBody(positionFormSchema.parse({ ...base, current: true }))).toEqual({
      title: 'Controller',
      company: 'Acme',
      location: null,
      startDate: '2016-06-01',
      endDate: null,
      description: null,
    });
  });

  it('needs an end date not before the start unless current', () => {
    expect(messagesOf(positionFormSchema.safeParse({ ...base, current: false }))).toEqual([
      'Select a valid month.',
      'Select a valid year.',
    ]);
    expect(
      positionFormSchema.safeParse({ ...base, current: false, endMonth: '5', endYear: '2016' })
        .success,
    ).toBe(false);
    expect(
      positionFormSchema.safeParse({ ...base, current: false, endMonth: '6', endYear: '2016' })
        .success,
    ).toBe(true);
  });

  it('offers 70 years back from now', () => {
    const years = yearOptions(new Date('2024-06-15T00:00:00Z'));
    expect(years[0]).toBe(2024);
    expect(years.at(-1)).toBe(1954);
  });
});

describe('testimonials', () => {
  it('request needs name and email, max 100', () => {
    expect(
      testimonialRequestBodySchema.safeParse({ name: 'Bob', email: 'bob@example.com' }).success,
    ).toBe(true);
    expect(messagesOf(testimonialRequestBodySchema.safeParse({ name: '', email: 'x' }))).toEqual([
      'Enter a valid value.',
      'Enter a valid email address.',
    ]);
  });

  it('writing needs company, position and content of 2+ characters within limits', () => {
    expect(
      messagesOf(
        testimonialWriteFormSchema.safeParse({
          company: 'A',
          position: 'x'.repeat(101),
          content: 'x'.repeat(501),
          relationship: 'client',
          periodFrom: '2019',
          periodTo: 'present',
          paid: 'no',
          conflictChoice: 'none',
          conflict: '',
        }),
      ),
    ).toEqual([
      'Enter a valid value.',
      'Maximum length is 100 characters.',
      'Maximum length is 500 characters.',
    ]);
  });

  it('writer cannot set status or name', () => {
    const ok = {
      uuid,
      company: 'Acme',
      position: 'CEO',
      content: 'Great work',
      relationship: 'client',
      periodFrom: 2019,
      periodTo: 2023,
      paid: false,
      conflict: '',
    };
    expect(testimonialWriteBodySchema.safeParse(ok).success).toBe(true);
    expect(testimonialWriteBodySchema.safeParse({ ...ok, status: 'published' }).success).toBe(
      false,
    );
  });
});

describe('profile submission and search', () => {
  it('background check needs 4 digits and both acknowledgements; the wire takes ssn only', () => {
    expect(messagesOf(profileSubmitBodySchema.safeParse({ ssn: '12a4' }))).toEqual([
      'Enter the last 4 digits of your SSN.',
    ]);
    expect(profileSubmitBodySchema.safeParse({ ssn: '12345' }).success).toBe(false);
    const form = backgroundCheckFormSchema.safeParse({
      ssn: '1234',
      experienceAcknowledged: true,
      noGuaranteeAcknowledged: false,
    });
    expect(messagesOf(form)).toEqual(['This field is required.']);
    const ok = backgroundCheckFormSchema.parse({
      ssn: '1234',
      experienceAcknowledged: true,
      noGuaranteeAcknowledged: true,
    });
    expect(toProfileSubmitBody(ok)).toEqual({ ssn: '1234' });
  });

  it('builds search params as spec 7 says', () => {
    // The rule: ALL is no filter, expertise needs a profession, searchByRegion a region.
    expect(
      normaliseProfileSearch({
        expertise: 'tax',
        region: 'ALL',
        searchByRegion: true,
        experienceYears: 0,
      }),
    ).toEqual({
      expertise: undefined,
      region: undefined,
      searchByRegion: false,
      experienceYears: 0,
    });
    expect(
      toProfileSearchParams({ expertise: 'tax', searchByRegion: true, experienceYears: 0 }),
    ).toEqual({
      experienceYears: '0',
    });
    expect(
      toProfileSearchParams({
        profession: 'legal',
        expertise: 'ip',
        region: 'NY',
        searchByRegion: true,
      }),
    ).toEqual({
      profession: 'legal',
      expertise: 'ip',
      region: 'NY',
      searchByRegion: 'true',
    });
    // Empty values and a false flag are not sent; paging is.
    expect(
      toProfileSearchParams({
        profession: 'it',
        expertise: '',
        searchByRegion: false,
        limit: 24,
        offset: 48,
      }),
    ).toEqual({ profession: 'it', limit: '24', offset: '48' });
  });

  it('reads a URL leniently: a value the API refuses is ignored, not an error', () => {
    const read = (query: string) => readProfileSearchQuery(new URLSearchParams(query));
    const firstPage = { limit: 24, offset: 0 };
    // No filter named: no search (paging alone is none).
    expect(read('')).toBeUndefined();
    expect(read('utm_source=mail&limit=5')).toBeUndefined();
    expect(read('region=ALL')).toEqual({ searchByRegion: false, ...firstPage });
    expect(
      read(
        'profession=accounting&expertise=controllership&region=WI&searchByRegion=true&experienceYears=13',
      ),
    ).toEqual({
      profession: 'accounting',
      expertise: 'controllership',
      region: 'WI',
      experienceYears: 13,
      searchByRegion: true,
      ...firstPage,
    });
    // Another profession's expertise, no such state, no such bucket, too many per page.
    expect(
      read(
        'profession=accounting&expertise=ip&region=ZZ&searchByRegion=true&experienceYears=9&limit=500',
      ),
    ).toEqual({ profession: 'accounting', searchByRegion: false, ...firstPage });
    // Without its profession, a known expertise is dropped by the rule.
    expect(
      read('profession=astronaut&expertise=controllership&region=WI&searchByRegion=true'),
    ).toEqual({ region: 'WI', searchByRegion: true, ...firstPage });
  });

  it('reads the search query with defaults and limits', () => {
    expect(profileSearchQuerySchema.parse({})).toEqual({
      profession: undefined,
      expertise: undefined,
      region: undefined,
      experienceYears: undefined,
      searchByRegion: false,
      limit: 24,
      offset: 0,
    });
    expect(
      profileSearchQuerySchema.parse({
        profession: 'legal',
        expertise: 'ip',
        region: 'NY',
        experienceYears: '8',
        searchByRegion: 'true',
        limit: '100',
        offset: '24',
      }),
    ).toMatchObject({
      profession: 'legal',
      expertise: 'ip',
      region: 'NY',
      experienceYears: 8,
      searchByRegion: true,
      limit: 100,
      offset: 24,
    });
    expect(
      profileSearchQuerySchema.parse({ expertise: 'ip', searchByRegion: 'true' }),
    ).toMatchObject({ expertise: undefined, searchByRegion: false });
    expect(profileSearchQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(profileSearchQuerySchema.safeParse({ experienceYears: '9' }).success).toBe(false);
    expect(profileSearchQuerySchema.safeParse({ profession: 'it', expertise: 'ip' }).success).toBe(
      false,
    );
  });
});

describe('other bodies', () => {
  it('post link must be an http(s) url of at most 200', () => {
    expect(postLinkBodySchema.safeParse({ link: 'https://www.linkedin.com/posts/1' }).success).toBe(
      true,
    );
    expect(messagesOf(postLinkBodySchema.safeParse({ link: 'ftp://x.com' }))).toEqual([
      'Enter a valid url.',
    ]);
    expect(messagesOf(postLinkBodySchema.safeParse({ link: '' }))).toEqual(['Enter a valid url.']);
    expect(
      messagesOf(postLinkBodySchema.safeParse({ link: `https://x.com/${'a'.repeat(200)}` })),
    ).toEqual(['Maximum length is 200 characters.']);
  });

  it('uploads take the four image types under 8,000,000 bytes', () => {
    expect(uploadRequestBodySchema.safeParse({ contentType: 'image/tiff' }).success).toBe(true);
    expect(messagesOf(uploadRequestBodySchema.safeParse({ contentType: 'image/svg+xml' }))).toEqual(
      ['Please select an image file 8MB or smaller'],
    );
    expect(imageFileProblem({ type: 'image/png', size: 7_999_999 })).toBeNull();
    expect(imageFileProblem({ type: 'image/png', size: 8_000_000 })).toBe(
      'Please select an image file 8MB or smaller',
    );
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toBe(
      'Please select an image file 8MB or smaller',
    );
  });

  it('invitation takes an email and an optional name', () => {
    expect(invitationBodySchema.parse({ email: 'peer@example.com' })).toEqual({
      email: 'peer@example.com',
    });
    expect(
      invitationBodySchema.safeParse({ email: 'peer@example.com', name: 'Pat', admin: true })
        .success,
    ).toBe(false);
  });

  it('team transitions follow spec 4', () => {
    expect(isTeamTransitionAllowed('owner', null, 'pending')).toBe(true);
    expect(isTeamTransitionAllowed('owner', 'declined', 'pending')).toBe(true);
    expect(isTeamTransitionAllowed('owner', 'pending', 'accepted')).toBe(false);
    expect(isTeamTransitionAllowed('owner', 'accepted', 'declined')).toBe(true);
    expect(isTeamTransitionAllowed('member', 'pending', 'accepted')).toBe(true);
    expect(isTeamTransitionAllowed('member', 'accepted', 'declined')).toBe(true);
    expect(isTeamTransitionAllowed('member', 'declined', 'accepted')).toBe(false);
    expect(
      otherTeamPatchBodySchema.safeParse({ id: 1, memberId: 2, status: 'pending' }).success,
    ).toBe(false);
  });
});
