import { describe, expect, it } from 'vitest';
import { provenanceLine } from '@/components/member/testimonialProvenance';
import {
  apiMessages,
  isOwnTestimonialAddress,
  messages,
  testimonialPatchSchema,
  testimonialRequestFormSchema,
  testimonialWriteBodySchema,
  testimonialWriteFormSchema,
  toTestimonialWriteBody,
} from '@/contract';

// Issue 24: a testimonial's provenance, from the writer's form to the profile's line.

const year = new Date().getUTCFullYear();
const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const form = {
  company: 'Harbor Partners',
  position: 'CFO',
  content: 'Calm, precise and generous.',
  relationship: 'client',
  periodFrom: '2019',
  periodTo: '2023',
  paid: 'no',
  conflictChoice: 'none',
  conflict: '',
};
const body = {
  company: 'Harbor Partners',
  position: 'CFO',
  content: 'Calm, precise and generous.',
  relationship: 'client',
  periodFrom: 2019,
  periodTo: 2023,
  paid: false,
  conflict: '',
};

describe('the writer’s disclosures', () => {
  it('maps the form’s choices to the wire: present is null, a conflict only when declared', () => {
    const parsed = testimonialWriteFormSchema.parse({
      ...form,
      periodTo: 'present',
      paid: 'yes',
      conflict: 'Left over from an earlier choice',
    });
    expect(toTestimonialWriteBody(parsed, 'u')).toEqual({
      ...body,
      periodTo: null,
      paid: true,
      conflict: '',
      uuid: 'u',
    });
    const declared = testimonialWriteFormSchema.parse({
      ...form,
      conflictChoice: 'declared',
      conflict: '  Their firm audits mine.  ',
    });
    expect(toTestimonialWriteBody(declared, 'u').conflict).toBe('Their firm audits mine.');
  });

  it('needs every choice: relationship, both years, paid, conflict', () => {
    expect(
      messagesOf(
        testimonialWriteFormSchema.safeParse({
          ...form,
          relationship: '',
          periodFrom: '',
          periodTo: '',
          paid: '',
          conflictChoice: '',
        }),
      ),
    ).toEqual([messages.select, messages.year, messages.year, messages.select, messages.select]);
  });

  it('keeps the period in order and out of the future, on the form and on the wire', () => {
    const backwards = { periodFrom: '2021', periodTo: '2019' };
    expect(messagesOf(testimonialWriteFormSchema.safeParse({ ...form, ...backwards }))).toEqual([
      messages.periodOrder,
    ]);
    expect(
      messagesOf(testimonialWriteFormSchema.safeParse({ ...form, periodTo: String(year + 1) })),
    ).toEqual([messages.futureYear]);
    expect(
      messagesOf(
        testimonialWriteBodySchema.safeParse({ ...body, periodFrom: year + 1, periodTo: null }),
      ),
    ).toEqual([messages.futureYear]);
    expect(
      messagesOf(
        testimonialWriteBodySchema.safeParse({ ...body, periodFrom: 2021, periodTo: 2019 }),
      ),
    ).toEqual([messages.periodOrder]);
    expect(
      testimonialWriteBodySchema.safeParse({ ...body, periodFrom: year, periodTo: year }).success,
    ).toBe(true);
  });

  it('asks a declared conflict to be described', () => {
    expect(
      messagesOf(
        testimonialWriteFormSchema.safeParse({
          ...form,
          conflictChoice: 'declared',
          conflict: 'x',
        }),
      ),
    ).toEqual([messages.conflict]);
    expect(messagesOf(testimonialWriteBodySchema.safeParse({ ...body, conflict: ' x ' }))).toEqual([
      messages.conflict,
    ]);
    expect(testimonialWriteBodySchema.safeParse({ ...body, paid: 'no' }).success).toBe(false);
  });
});

describe('the member’s side', () => {
  it('names the relationship optionally in a request; an empty select names none', () => {
    expect(
      testimonialRequestFormSchema.parse({ name: 'Bo', email: 'bo@x.co', relationship: '' }),
    ).toEqual({ name: 'Bo', email: 'bo@x.co' });
    expect(
      messagesOf(
        testimonialRequestFormSchema.safeParse({
          name: 'Bo',
          email: 'bo@x.co',
          relationship: 'pal',
        }),
      ),
    ).toEqual([messages.select]);
  });

  it('refuses a patch that carries the text, with its own message', () => {
    expect(testimonialPatchSchema.safeParse({ status: 'unpublished' }).success).toBe(true);
    for (const key of ['company', 'position', 'content']) {
      expect(
        messagesOf(testimonialPatchSchema.safeParse({ status: 'published', [key]: 'Changed' })),
      ).toEqual([apiMessages.testimonialTextLocked]);
    }
  });

  it('knows the member’s own addresses, whatever their case', () => {
    const member = { email: 'dana@example.com', contactEmail: 'Desk@Practice.example' };
    expect(isOwnTestimonialAddress('DANA@example.com', member)).toBe(true);
    expect(isOwnTestimonialAddress('desk@practice.example', member)).toBe(true);
    expect(isOwnTestimonialAddress('writer@example.com', member)).toBe(false);
    expect(isOwnTestimonialAddress('x@y.co', { email: 'a@b.co', contactEmail: null })).toBe(false);
  });
});

describe('the profile’s line', () => {
  const provenance = {
    relationship: 'client' as const,
    periodFrom: 2019,
    periodTo: 2023,
    paid: false,
    conflict: '',
    confirmedAt: '2026-11-21T15:00:00.000Z',
  };

  it('reads as the issue words it', () => {
    expect(provenanceLine(provenance)).toBe('Client, 2019–2023 · not paid · no conflict');
    expect(
      provenanceLine({
        ...provenance,
        relationship: 'direct_report',
        periodTo: null,
        paid: true,
        conflict: 'Their firm is my client',
      }),
    ).toBe('Direct report, 2019–present · paid or compensated · conflict: Their firm is my client');
    expect(provenanceLine({ ...provenance, periodTo: 2019 })).toBe(
      'Client, 2019 · not paid · no conflict',
    );
  });
});
