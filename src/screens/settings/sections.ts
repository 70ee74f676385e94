/** The hub's route. */
export const SETTINGS_PATH = '/settings';

/** The settings sections (spec 2 "Settings"); each id is its sub-path under /settings. */
export const SETTINGS_SECTIONS = [
  'basic',
  'security',
  'experience',
  'education',
  'certifications',
  'testimonials',
  'check',
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** '/settings/basic', …; the hub without a section. */
export const settingsPath = (section?: SettingsSection): string =>
  section ? `${SETTINGS_PATH}/${section}` : SETTINGS_PATH;
