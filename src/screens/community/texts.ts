import { ALL_LABEL } from '@/contract';

// Spec 2 "Community search"; quoted texts verbatim, the rest written for this screen.
export const communityTexts = {
  heading: 'Search the Community',
  lead: 'Find independent professionals by profession, expertise, location and experience.',
  filtersLabel: 'Search filters',
  profession: 'Profession',
  anyProfession: 'Any profession',
  expertise: 'Area of expertise',
  anyExpertise: 'Any area of expertise',
  expertiseHint: 'Choose a profession first',
  region: 'Practices in',
  allStates: ALL_LABEL,
  residing: 'Only show people residing in the state',
  // Issue 24: a state where the member holds a license our reviewers verified; distinct from
  // "Practices in".
  licensedIn: 'Licensed in',
  anyLicence: 'Any state',
  experience: 'Years of experience',
  anyExperience: 'Any experience',
  experienceOption: (label: string) => `${label} years`,
  search: 'Search',
  beforeSearch: 'Choose your filters and press Search to find members.',
  searching: 'Searching…',
  found: (total: number) => (total === 1 ? '1 member found' : `${total} members found`),
  showing: (shown: number, total: number) => `Showing ${shown} of ${total}`,
  showMore: 'Show more',
  results: 'Members',
  noResults: 'No members match these filters.',
  concierge:
    'Our concierge can help you find the right professional. Tell us what you are looking for.',
  emailConcierge: 'Email the concierge',
  failure: 'Something went wrong. Please refresh or try again later.',
  completedNote: 'Only members with a completed profile are listed.',
  completeYours: 'Complete your profile',
} as const;
