// Contact phone: US numbers only (spec 5 "+1 plus 10 digits"). Stored and sent as digits only,
// country code included ('15551234567'); shown as '+1 (555) 123-4567'.

export const PHONE_DIGITS_PATTERN = /^1\d{10}$/;

// Whatever a member typed, reduced to digits; a bare 10-digit number gets its country code.
export const phoneToDigits = (input: string): string => {
  const digits = input.replace(/\D/g, '');
  return digits.length === 10 ? `1${digits}` : digits;
};

export const isPhoneDigits = (value: string): boolean => PHONE_DIGITS_PATTERN.test(value);

// '+N (XXX) XXX-XXXX' (spec 2); anything that is not a full number is returned unchanged.
export const formatPhone = (digits: string): string => {
  const match = /^(\d)(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return match ? `+${match[1]} (${match[2]}) ${match[3]}-${match[4]}` : digits;
};

/**
 * What a phone input shows while the member types: '+1 (555) 12' from '55512', and
 * '+1 (555) 123-4567' once complete. A separator appears only after the digit that needs it,
 * so deleting at the end removes digits, not a ')' that comes straight back. US area codes
 * never start with 1, so a leading 1 is the country code and any other first digit gets one.
 * Digits beyond ten are kept, for the schema to refuse, rather than dropped unseen.
 */
export const formatPhoneInput = (input: string): string => {
  const digits = input.replace(/\D/g, '');
  if (digits === '') return '';
  const national = digits.startsWith('1') ? digits.slice(1) : digits;
  const area = national.slice(0, 3);
  const exchange = national.slice(3, 6);
  const line = national.slice(6);
  let shown = '+1';
  if (area) shown += ` (${area}`;
  if (exchange) shown += `) ${exchange}`;
  if (line) shown += `-${line}`;
  return shown;
};
