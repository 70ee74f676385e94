import { describe, expect, it } from 'vitest';
import { messages, userSchema } from '@/contract';
import { expectError, expectShape } from './call';
import { describeParity } from './harness';

// Spec 5, block by block of /settings/basic: PATCH /v1/user refuses bad input with the spec's
// message (400 InvalidRequest, JSON), and a refused patch changes nothing.
const long = (length: number) => 'x'.repeat(length);

const refusals: Array<{ block: string; body: Record<string, unknown>; message: string }> = [
  { block: 'personal info', body: { firstName: '' }, message: messages.firstName },
  { block: 'personal info', body: { lastName: ' ' }, message: messages.lastName },
  { block: 'personal info', body: { firstName: long(51) }, message: messages.maxLength(50) },
  { block: 'location', body: { city: 'M' }, message: messages.text },
  { block: 'location', body: { region: 'XX' }, message: messages.select },
  { block: 'location', body: { postalCode: '537030' }, message: messages.maxLength(5) },
  { block: 'location', body: { postalCode: '' }, message: messages.required },
  { block: 'profession', body: { profession: 'astrology' }, message: messages.select },
  { block: 'profession', body: { experienceYears: 7 }, message: messages.select },
  // The career stage travels as its two halves, and only as one of the six stages.
  { block: 'profession', body: { employmentStatus: 'employed' }, message: messages.select },
  {
    block: 'profession',
    body: { employmentStatus: 'employed', independentStatus: 'expert' },
    message: messages.select,
  },
  {
    block: 'expertise',
    body: { profession: 'hr', expertises: ['audits'] },
    message: messages.select,
  },
  { block: 'locations', body: { locations: [] }, message: messages.pickOne },
  { block: 'locations', body: { locations: ['ALL', 'TX'] }, message: messages.select },
  { block: 'locations', body: { locations: ['TX', 'TX'] }, message: messages.select },
  { block: 'business contact', body: { website: 'not a website' }, message: messages.website },
  {
    block: 'business contact',
    body: { website: `https://${long(190)}.example` },
    message: messages.maxLength(200),
  },
  { block: 'business contact', body: { contactEmail: 'nora@' }, message: messages.contactEmail },
  {
    block: 'business contact',
    body: { contactEmail: `${long(90)}@example.com` },
    message: messages.maxLength(100),
  },
  { block: 'business contact', body: { contactPhone: '555123' }, message: messages.phone },
  // Digits only on the wire: the formatted number is the form's, not the API's.
  {
    block: 'business contact',
    body: { contactPhone: '+1 (555) 123-4567' },
    message: messages.phone,
  },
  { block: 'bio', body: { summary: long(501) }, message: messages.maxLength(500) },
  { block: 'bio', body: { heroMoment: long(501) }, message: messages.maxLength(500) },
  { block: 'bio', body: { bio: long(2001) }, message: messages.maxLength(2000) },
];

describeParity('settings: basic info', ({ api, signUp }) => {
  describe('PATCH /v1/user, block by block', () => {
    it.each(refusals)('$block: $body refused with "$message"', async ({ body, message }) => {
      const { token } = await signUp(`refused-${Math.random().toString(36).slice(2)}@example.com`);
      const before = expectShape(await api('GET', '/v1/user', { token }), 200, userSchema);
      expectError(await api('PATCH', '/v1/user', { token, body }), 'InvalidRequest', message);
      const after = expectShape(await api('GET', '/v1/user', { token }), 200, userSchema);
      expect(after).toEqual(before);
    });

    it('each block saves its own fields; a profession change clears the expertise', async () => {
      const { token } = await signUp('blocks@example.com', 'Nora', 'Fields');
      const blocks = [
        { firstName: 'Eleanor', lastName: 'Fields-Hart' },
        { region: 'WI', city: 'Madison', postalCode: '53703' },
        {
          employmentStatus: 'independent',
          independentStatus: 'rookie',
          profession: 'hr',
          experienceYears: 8,
        },
        { expertises: ['recruiting', 'training'] },
        { locations: ['ALL'] },
        {
          website: 'https://fields-hr.example',
          contactEmail: 'nora@fields-hr.example',
          contactPhone: '15551234567',
        },
        { summary: 'People first.', heroMoment: null, bio: 'Twenty years in people work.' },
      ];
      for (const body of blocks) {
        const user = expectShape(await api('PATCH', '/v1/user', { token, body }), 200, userSchema);
        expect(user).toMatchObject(body);
      }
      const changed = expectShape(
        await api('PATCH', '/v1/user', {
          token,
          body: {
            employmentStatus: 'independent',
            independentStatus: 'rookie',
            profession: 'legal',
            experienceYears: 8,
          },
        }),
        200,
        userSchema,
      );
      expect(changed).toMatchObject({ profession: 'legal', expertises: [] });
      // Clearable contact fields: '' is stored as null.
      const cleared = expectShape(
        await api('PATCH', '/v1/user', { token, body: { website: '', contactPhone: null } }),
        200,
        userSchema,
      );
      expect(cleared).toMatchObject({ website: null, contactPhone: null });
    });
  });
});
