/** The profile's sections (spec 2 "Profile, team, watch list"), wherever a profile shows. */
export const profileSectionTexts = {
  readMore: 'Read More',
  readLess: 'Read Less',
  about: 'About',
  summary: 'What differentiates me',
  heroMoment: 'Hero moment',
  expertise: 'Expertise',
  locations: 'Locations',
  experience: 'Experience',
  education: 'Education',
  licenses: 'Licenses',
  testimonials: 'Testimonials',
  present: 'Present',
  expired: 'Expired',
  expires: (date: string) => `Expires ${date}`,
  issued: (date: string) => `Issued ${date}`,
  credentialId: (id: string) => `Credential ID ${id}`,
} as const;
