import { texts as errorTexts } from '@/api/errors';
import type { SettingsSection } from './sections';

/**
 * The texts every settings screen shares (spec 2 "Settings", spec 4 "Settings hub"): verbatim
 * where the spec words them, ours where it does not. A screen's own texts live beside this in
 * `<screen>Texts.ts` (hubTexts.ts, securityTexts.ts, …), so that each lazy chunk carries only
 * its own screen's words.
 */

/** Shared by the section frame and every section screen. */
export const settingsTexts = {
  hub: 'Settings',
  backToHub: 'Back to Settings',
  /** Spec 4 "Settings hub": the sections' names. */
  sections: {
    basic: 'Basic info',
    security: 'Security',
    experience: 'Experience',
    education: 'Education',
    certifications: 'Licenses',
    testimonials: 'Testimonials',
    check: 'Background check',
  } satisfies Record<SettingsSection, string>,
  complete: 'Complete',
  incomplete: 'Incomplete',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  loadFailure: errorTexts.loadFailure,
  retry: 'Try again',
} as const;
