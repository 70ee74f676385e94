import { describe, expect, it } from 'vitest';
import {
  businessContactFormSchema,
  createUserBodySchema,
  expertiseFormSchemaFor,
  locationsFormSchema,
  messages,
  professionFormSchema,
  resetPasswordFormSchema,
  toProfessionPatch,
  tokenRequestBodySchema,
  userPatchSchema,
  userSchema,
  type User,
} from '../../../src/contract';

const messagesOf = (result: { error?: { issues: { message: string }[] } }): string[] =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const user: User = {
  id: 1,
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  createdAt: '2024-01-02T03:04:05.000Z',
  avatar: 'avatars/abc.png',
  cover: null,
  profession: 'it',
  experienceYears: 19,
  employmentStatus: 'independent',
  independentStatus: 'expert',
  city: 'London',
  region: 'NY',
  postalCode: '10001',
  expertises: ['software'],
  locations: ['ALL'],
  summary: null,
  heroMoment: null,
  bio: null,
  contactEmail: null,
  contactPhone: '15551234567',
  website: null,
  contactVisibility: { contactEmail: 'members', contactPhone: 'team', website: 'nobody' },
  published: false,
  complete: false,
  role: 'member',
  emailVerified: true,
};

describe('userSchema', () => {
  it('parses the spec 3 user', () => {
    expect(userSchema.parse(user)).toEqual(user);
  });
});

describe('userPatchSchema', () => {
  it.each([
    ['published', true],
    ['email', 'x@example.com'],
    ['id', 2],
    ['complete', true],
    ['createdAt', '2024-01-01T00:00:00Z'],
  ])('rejects %s (no mass assignment)', (key, value) => {
    const result = userPatchSchema.safeParse({ firstName: 'Ada', [key]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('accepts profile fields and upload keys, trimming and clearing', () => {
    const result = userPatchSchema.parse({
      firstName: '  Ada ',
      avatar: 'avatars/a1.png',
      cover: 'covers/c1.jpg',
      summary: '',
      website: 'https://ada.dev',
      contactPhone: '',
      locations: ['NY', 'CA'],
    });
    expect(result).toEqual({
      firstName: 'Ada',
      avatar: 'avatars/a1.png',
      cover: 'covers/c1.jpg',
      summary: null,
      website: 'https://ada.dev',
      contactPhone: null,
      locations: ['NY', 'CA'],
    });
  });

  it('takes any of the three contact choices, and only the three known values', () => {
    expect(userPatchSchema.parse({ contactVisibility: { website: 'team' } })).toEqual({
      contactVisibility: { website: 'team' },
    });
    expect(
      messagesOf(userPatchSchema.safeParse({ contactVisibility: { website: 'all' } })),
    ).toEqual([messages.select]);
    expect(userPatchSchema.safeParse({ contactVisibility: { address: 'team' } }).success).toBe(
      false,
    );
  });

  it('refuses upload keys outside the upload folders', () => {
    expect(userPatchSchema.safeParse({ avatar: '../etc/passwd' }).success).toBe(false);
  });

  it('uses the spec messages for names, contact fields and lengths', () => {
    expect(messagesOf(userPatchSchema.safeParse({ lastName: '' }))).toEqual([
      'Enter your last name.',
    ]);
    expect(messagesOf(userPatchSchema.safeParse({ firstName: 'x'.repeat(51) }))).toEqual([
      'Maximum length is 50 characters.',
    ]);
    expect(messagesOf(userPatchSchema.safeParse({ website: 'javascript:alert(1)' }))).toEqual([
      'Enter a valid website.',
    ]);
    expect(messagesOf(userPatchSchema.safeParse({ contactEmail: 'nope' }))).toEqual([
      'Enter a valid email.',
    ]);
    expect(messagesOf(userPatchSchema.safeParse({ contactPhone: '5551234567' }))).toEqual([
      'Enter a valid phone number.',
    ]);
    // Too long, or formatted, is not a valid phone number either (not a length message).
    for (const contactPhone of ['155512345678', '+1 (555) 123-4567']) {
      expect(messagesOf(userPatchSchema.safeParse({ contactPhone }))).toEqual([
        'Enter a valid phone number.',
      ]);
    }
    expect(messagesOf(userPatchSchema.safeParse({ postalCode: '123456' }))).toEqual([
      'Maximum length is 5 characters.',
    ]);
    expect(messagesOf(userPatchSchema.safeParse({ bio: 'x'.repeat(2001) }))).toEqual([
      'Maximum length is 2000 characters.',
    ]);
    expect(messagesOf(userPatchSchema.safeParse({ summary: 'x'.repeat(501) }))).toEqual([
      'Maximum length is 500 characters.',
    ]);
  });

  it('keeps ALL exclusive and needs one location', () => {
    expect(userPatchSchema.safeParse({ locations: ['ALL'] }).success).toBe(true);
    expect(messagesOf(userPatchSchema.safeParse({ locations: ['ALL', 'NY'] }))).toEqual([
      'Select a valid option.',
    ]);
    expect(messagesOf(userPatchSchema.safeParse({ locations: [] }))).toEqual([
      'Pick at least one option',
    ]);
    expect(userPatchSchema.safeParse({ locations: ['ZZ'] }).success).toBe(false);
  });

  it('checks expertise against the profession sent with it', () => {
    expect(
      userPatchSchema.safeParse({ profession: 'legal', expertises: ['ip', 'litigation'] }).success,
    ).toBe(true);
    const wrong = userPatchSchema.safeParse({ profession: 'legal', expertises: ['ip', 'audits'] });
    expect(wrong.error?.issues).toMatchObject([
      { path: ['expertises'], message: 'Select a valid option.' },
    ]);
    expect(userPatchSchema.safeParse({ profession: 'it', expertises: [] }).success).toBe(true);
  });

  it('takes the career statuses together, as one of the six stages', () => {
    expect(
      userPatchSchema.safeParse({ employmentStatus: 'employed', independentStatus: 'open' })
        .success,
    ).toBe(true);
    expect(
      userPatchSchema.safeParse({ employmentStatus: 'employed', independentStatus: 'expert' })
        .success,
    ).toBe(false);
    expect(userPatchSchema.safeParse({ employmentStatus: 'independent' }).success).toBe(false);
  });

  it('takes a password change as password, newPassword and confirm', () => {
    expect(
      userPatchSchema.safeParse({
        password: 'old',
        newPassword: 'newpassword',
        confirm: 'newpassword',
      }).success,
    ).toBe(true);
    expect(
      messagesOf(
        userPatchSchema.safeParse({
          password: 'old',
          newPassword: 'newpassword',
          confirm: 'other',
        }),
      ),
    ).toEqual(['Passwords do not match.']);
    expect(
      messagesOf(
        userPatchSchema.safeParse({ password: 'old', newPassword: 'short', confirm: 'short' }),
      ),
    ).toEqual(['Enter a password with at least 8 characters.']);
    expect(
      userPatchSchema.safeParse({ newPassword: 'newpassword', confirm: 'newpassword' }).success,
    ).toBe(false);
  });
});

describe('settings forms', () => {
  it('profession form takes select strings and clears expertise on a change', () => {
    const form = professionFormSchema.parse({
      careerStage: 'independent-expert',
      profession: 'legal',
      experienceYears: '25',
    });
    expect(toProfessionPatch(form, 'it')).toEqual({
      employmentStatus: 'independent',
      independentStatus: 'expert',
      profession: 'legal',
      experienceYears: 25,
      expertises: [],
    });
    expect(toProfessionPatch(form, 'legal')).not.toHaveProperty('expertises');
    expect(
      messagesOf(
        professionFormSchema.safeParse({
          careerStage: '',
          profession: 'legal',
          experienceYears: '',
        }),
      ),
    ).toEqual(['Select a valid option.', 'Select a valid option.']);
  });

  it('expertise form needs one key of its profession', () => {
    const schema = expertiseFormSchemaFor('accounting');
    expect(schema.safeParse({ expertises: ['audits', 'tax'] }).success).toBe(true);
    expect(messagesOf(schema.safeParse({ expertises: [] }))).toEqual(['Pick at least one option']);
    expect(messagesOf(schema.safeParse({ expertises: ['cto'] }))).toEqual([
      'Select a valid option.',
    ]);
  });

  it('locations form says Pick at least one option', () => {
    expect(messagesOf(locationsFormSchema.safeParse({ locations: [] }))).toEqual([
      'Pick at least one option',
    ]);
  });

  const everyone = {
    contactEmail: 'members',
    contactPhone: 'members',
    website: 'members',
  } as const;

  it('business contact form adds a scheme and sends the phone as digits', () => {
    expect(
      businessContactFormSchema.parse({
        website: 'ada.dev',
        contactEmail: 'ada@example.com',
        contactPhone: '+1 (555) 123-4567',
        contactVisibility: everyone,
      }),
    ).toEqual({
      website: 'https://ada.dev',
      contactEmail: 'ada@example.com',
      contactPhone: '15551234567',
      contactVisibility: everyone,
    });
    expect(
      businessContactFormSchema.parse({
        website: '',
        contactEmail: '',
        contactPhone: '',
        contactVisibility: everyone,
      }),
    ).toEqual({
      website: null,
      contactEmail: null,
      contactPhone: null,
      contactVisibility: everyone,
    });
    expect(
      messagesOf(
        businessContactFormSchema.safeParse({
          website: '',
          contactEmail: '',
          contactPhone: '555-1234',
          contactVisibility: everyone,
        }),
      ),
    ).toEqual(['Enter a valid phone number.']);
    expect(
      messagesOf(
        businessContactFormSchema.safeParse({
          website: '',
          contactEmail: '',
          contactPhone: '+1 (555) 123-45678',
          contactVisibility: everyone,
        }),
      ),
    ).toEqual(['Enter a valid phone number.']);
  });
});

describe('auth schemas', () => {
  it('creates users with the spec messages', () => {
    expect(
      createUserBodySchema.parse({
        email: ' Ada@Example.com ',
        password: 'password1',
        firstName: 'Ada',
        lastName: 'Lo',
      }),
    ).toEqual({
      email: 'ada@example.com',
      password: 'password1',
      firstName: 'Ada',
      lastName: 'Lo',
    });
    expect(
      messagesOf(
        createUserBodySchema.safeParse({
          email: 'bad',
          password: 'short',
          firstName: 'A',
          lastName: '',
        }),
      ),
    ).toEqual([
      'Enter a valid email address.',
      'Enter a password with at least 8 characters.',
      'Enter your first name.',
      'Enter your last name.',
    ]);
  });

  it('tells password and refresh grants apart and rejects extras', () => {
    const client = { clientId: 'spa', clientSecret: 'secret' };
    expect(
      tokenRequestBodySchema.safeParse({
        grantType: 'password',
        ...client,
        username: 'a@b.co',
        password: 'x',
      }).success,
    ).toBe(true);
    expect(
      tokenRequestBodySchema.safeParse({ grantType: 'refresh_token', ...client, refreshToken: 'r' })
        .success,
    ).toBe(true);
    expect(
      tokenRequestBodySchema.safeParse({ grantType: 'client_credentials', ...client }).success,
    ).toBe(false);
    expect(
      tokenRequestBodySchema.safeParse({
        grantType: 'refresh_token',
        ...client,
        refreshToken: 'r',
        scope: 'admin',
      }).success,
    ).toBe(false);
  });

  it('reset form needs matching passwords', () => {
    expect(
      messagesOf(
        resetPasswordFormSchema.safeParse({ password: 'password1', confirm: 'password2' }),
      ),
    ).toEqual(['Passwords do not match.']);
  });
});
