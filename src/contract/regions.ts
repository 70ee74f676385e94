// US states, DC and inhabited territories by USPS code. `ALL` is only meaningful as a practice
// location ("All States"); a member's residence (`region`) is always one real code.

export const US_REGIONS = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AS', name: 'American Samoa' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'GU', name: 'Guam' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'MP', name: 'Northern Mariana Islands' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'PR', name: 'Puerto Rico' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VI', name: 'U.S. Virgin Islands' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
] as const;

export type RegionCode = (typeof US_REGIONS)[number]['code'];
export const REGION_CODES = US_REGIONS.map((region) => region.code) as unknown as readonly [
  RegionCode,
  ...RegionCode[],
];

import { ALL, ALL_LABEL } from './allStates';

export { ALL, ALL_LABEL };
export type LocationCode = RegionCode | typeof ALL;
export const LOCATION_CODES = [ALL, ...REGION_CODES] as unknown as readonly [
  LocationCode,
  ...LocationCode[],
];

export const regionNames = Object.fromEntries(
  US_REGIONS.map((region) => [region.code, region.name]),
) as Record<RegionCode, string>;

export const locationLabels: Record<LocationCode, string> = { ...regionNames, [ALL]: ALL_LABEL };

// Spec 5: choosing ALL excludes others, choosing any other excludes ALL. Used by the
// multi-select so the form never holds a combination the schema would reject.
export const toggleLocation = (
  current: readonly LocationCode[],
  value: LocationCode,
): LocationCode[] => {
  if (current.includes(value)) return current.filter((code) => code !== value);
  if (value === ALL) return [ALL];
  return [...current.filter((code) => code !== ALL), value];
};
