import { describe, expect, it } from 'vitest';
import {
  PRODUCT_NAME,
  apiErrorBodySchema,
  messages,
  userPatchSchema,
  passwordChangeFormSchema,
} from '../../../src/contract';

describe('messages', () => {
  it('holds the generic texts of spec 5 verbatim', () => {
    expect(messages.required).toBe('This field is required.');
    expect(messages.maxLength(50)).toBe('Maximum length is 50 characters.');
    expect(messages.minLength(2)).toBe('Minimum length is 2 characters.');
    expect(messages.maxValue(10)).toBe('Maximum value is 10.');
    expect(messages.minValue(1)).toBe('Minimum value is 1.');
    expect(messages.invalidEmail).toBe('Invalid email address.');
    expect(messages.invalidUrl).toBe('Invalid URL.');
    expect(messages.invalidPattern).toBe('This field is invalid.');
  });

  it('holds the product texts of spec 5 verbatim', () => {
    expect(Object.values(messages).filter((value) => typeof value === 'string')).toEqual(
      expect.arrayContaining([
        'Enter a valid email address.',
        'Enter a password with at least 8 characters.',
        'Enter a valid value.',
        'Enter your first name.',
        'Enter your last name.',
        'Select a valid option.',
        'Select a valid month.',
        'Select a valid year.',
        'Passwords do not match.',
        'Please select an image file 8MB or smaller',
        'Enter a valid url.',
        'Enter the last 4 digits of your SSN.',
        'Pick at least one option',
        'Enter a valid website.',
        'Enter a valid email.',
        'Enter a valid phone number.',
      ]),
    );
  });

  it('reaches the member through the schemas', () => {
    const result = passwordChangeFormSchema.safeParse({
      password: 'old',
      newPassword: 'longenough',
      confirm: 'other',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Passwords do not match.']);
    const patch = userPatchSchema.safeParse({ firstName: 'A' });
    expect(patch.error?.issues[0]?.message).toBe('Enter your first name.');
  });
});

describe('errors and product name', () => {
  it('accepts { code, message } with a known code only', () => {
    expect(
      apiErrorBodySchema.safeParse({ code: 'ResourceConflict', message: 'Email taken' }).success,
    ).toBe(true);
    expect(apiErrorBodySchema.safeParse({ code: 'Teapot', message: 'x' }).success).toBe(false);
  });

  it('names the product once', () => {
    expect(PRODUCT_NAME).toBe('Guildhall');
  });
});
