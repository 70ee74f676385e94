// Closed value sets of spec section 3. Each is an `as const` tuple (for z.enum), a union type
// and, where a member sees it, a label map. Expertise lists live in ./expertise and US regions
// in ./regions to keep files small; ./index re-exports all three.

export const PROFESSIONS = [
  'accounting',
  'coach',
  'executive',
  'finance',
  'hr',
  'it',
  'legal',
] as const;
export type Profession = (typeof PROFESSIONS)[number];
export const professionLabels: Record<Profession, string> = {
  accounting: 'Accounting',
  coach: 'Business Coaching',
  executive: 'Executive/Board Services',
  finance: 'Finance',
  hr: 'Human Resources',
  it: 'Information Technology',
  legal: 'Legal',
};

// Experience is stored as the bucket's lower bound, so "8 or more years" is `key >= 8`.
export const EXPERIENCE_BUCKETS = [0, 8, 13, 19, 25] as const;
export type ExperienceBucket = (typeof EXPERIENCE_BUCKETS)[number];
export const experienceBucketLabels: Record<ExperienceBucket, string> = {
  0: '<8',
  8: '8-12',
  13: '13-18',
  19: '19-24',
  25: '25+',
};

export const isExperienceBucket = (value: unknown): value is ExperienceBucket =>
  typeof value === 'number' && (EXPERIENCE_BUCKETS as readonly number[]).includes(value);

// The bucket whose range holds `years`; anything below 8 (or not a number) is the '<8' bucket.
export const experienceBucketOf = (years: number): ExperienceBucket => {
  let bucket: ExperienceBucket = 0;
  for (const key of EXPERIENCE_BUCKETS) if (years >= key) bucket = key;
  return bucket;
};

export const EMPLOYMENT_STATUSES = ['employed', 'independent'] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];

// The second half of a career stage. For employed people it says whether they would consider
// going independent; for independents it is the time spent independent.
export const INDEPENDENT_STATUSES = [
  'none',
  'open',
  'rookie',
  'intermediate',
  'advanced',
  'expert',
] as const;
export type IndependentStatus = (typeof INDEPENDENT_STATUSES)[number];

export const CAREER_STAGES = [
  'employed-none',
  'employed-open',
  'independent-rookie',
  'independent-intermediate',
  'independent-advanced',
  'independent-expert',
] as const;
export type CareerStage = (typeof CAREER_STAGES)[number];
export const careerStageLabels: Record<CareerStage, string> = {
  'employed-none': 'Employed, not considering independence',
  'employed-open': 'Employed, open to independence',
  'independent-rookie': 'Independent for 0-1 years',
  'independent-intermediate': 'Independent for 2-9 years',
  'independent-advanced': 'Independent for 10-19 years',
  'independent-expert': 'Independent for 20+ years',
};

export interface CareerStatus {
  employmentStatus: EmploymentStatus;
  independentStatus: IndependentStatus;
}

export const isCareerStage = (value: unknown): value is CareerStage =>
  typeof value === 'string' && (CAREER_STAGES as readonly string[]).includes(value);

// The stored pair is one select in the UI, split on the dash (spec 3).
export const splitCareerStage = (stage: CareerStage): CareerStatus => {
  const [employmentStatus, independentStatus] = stage.split('-') as [
    EmploymentStatus,
    IndependentStatus,
  ];
  return { employmentStatus, independentStatus };
};

// Null when the pair is unset or is not one of the six choices (e.g. 'employed-expert').
export const joinCareerStage = (
  employmentStatus: EmploymentStatus | null | undefined,
  independentStatus: IndependentStatus | null | undefined,
): CareerStage | null => {
  if (!employmentStatus || !independentStatus) return null;
  const stage = `${employmentStatus}-${independentStatus}`;
  return isCareerStage(stage) ? stage : null;
};

export const TESTIMONIAL_STATUSES = ['pending', 'published', 'unpublished'] as const;
export type TestimonialStatus = (typeof TESTIMONIAL_STATUSES)[number];

// What the writer was to the member (issue 24): named in the request, confirmed or corrected
// by the writer, shown on the profile.
export const TESTIMONIAL_RELATIONSHIPS = [
  'client',
  'colleague',
  'manager',
  'direct_report',
  'other',
] as const;
export type TestimonialRelationship = (typeof TESTIMONIAL_RELATIONSHIPS)[number];
export const testimonialRelationshipLabels: Record<TestimonialRelationship, string> = {
  client: 'Client',
  colleague: 'Colleague',
  manager: 'Manager',
  direct_report: 'Direct report',
  other: 'Other',
};

// Lower case on the wire; the client layer maps to PENDING/ACCEPTED/DECLINED (docs/architecture.md "team status case").
export const TEAM_RELATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type TeamRelationStatus = (typeof TEAM_RELATION_STATUSES)[number];

export const UPLOAD_KINDS = ['covers', 'avatars'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const IMAGE_CONTENT_TYPES = ['image/gif', 'image/jpeg', 'image/png', 'image/tiff'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export const monthLabels = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

// Toasts and content-service alerts share these four statuses (spec 2).
export const TOAST_STATUSES = ['danger', 'info', 'success', 'warning'] as const;
export type ToastStatus = (typeof TOAST_STATUSES)[number];
