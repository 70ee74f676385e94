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
  /** A testimonial's disclosures (issue 24): 'Client, 2019–2023 · not paid · no conflict'. */
  provenance: {
    present: 'present',
    paid: 'paid or compensated',
    notPaid: 'not paid',
    noConflict: 'no conflict',
    conflict: (description: string) => `conflict: ${description}`,
  },
} as const;
