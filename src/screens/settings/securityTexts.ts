import { texts as errorTexts } from '@/api/errors';
import { settingsTexts } from './texts';

/** /settings/security: the password change (spec 5 "Password change", spec 8). */
export const securityTexts = {
  heading: settingsTexts.sections.security,
  lead: 'Change your password. Your other signed-in devices will be signed out.',
  form: 'Change password',
  current: 'Current password',
  next: 'New password',
  nextHint: 'At least 8 characters.',
  confirm: 'Confirm new password',
  submit: 'Update password',
  updated: errorTexts.passwordUpdated,
} as const;
