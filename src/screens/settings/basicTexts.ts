import { settingsTexts } from './texts';

/**
 * The texts of /settings/basic (spec 2 "Settings", spec 5 "Personal info" … "Bio"): one object
 * per block. Validation messages come from the contract's schemas; these are the labels, the
 * hints and the toasts. Kept beside texts.ts, which holds the texts every settings screen shares.
 */
export const basicTexts = {
  heading: settingsTexts.sections.basic,
  lead: 'What members see on your profile and what the community search finds you by. Each block saves on its own.',
  save: settingsTexts.save,
  saving: settingsTexts.saving,
  /** Each block's Save, named for its block: 'Save Location'. */

  images: {
    title: 'Profile photo and cover',
    description:
      'Members see them on your profile and your card in the community search. Add them before your profile goes live.',
    photo: 'Profile photo',
    cover: 'Cover image',
    /** Spec 5 "Image upload" and spec 9: the types and the size a file must have. */
    hint: 'A GIF, JPEG, PNG or TIFF image under 8 MB. Each upload is saved at once.',
  },

  personal: {
    title: 'Personal info',
    description: 'Your name as members see it.',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    emailHint: 'The address you log in with. It cannot be changed here.',
    saved: 'Personal info saved',
  },

  location: {
    title: 'Location',
    description: 'Where you live. Members can search for people residing in a state.',
    region: 'State',
    regionPlaceholder: 'Select your state',
    city: 'City',
    postalCode: 'Postal code',
    saved: 'Location saved',
  },

  profession: {
    title: 'Profession',
    description:
      'Your practice area, how long you have practiced, and where you are in your career.',
    careerStage: 'Career stage',
    careerStagePlaceholder: 'Select your career stage',
    profession: 'Profession',
    professionPlaceholder: 'Select your profession',
    experienceYears: 'Years of experience',
    experiencePlaceholder: 'Select your years',
    /** A bucket of the contract, e.g. '8-12 years'. */
    experienceOption: (label: string) => `${label} years`,
    /** Shown as soon as the select differs from the saved profession (spec 5). */
    clearsExpertise: 'Changing your profession clears your areas of expertise.',
    saved: 'Profession saved',
  },

  expertise: {
    title: 'Expertise',
    description: 'The areas of your profession you practice. Members search by them.',
    label: 'Areas of expertise',
    needsProfession: 'Save your profession first: its areas of expertise appear here.',
    saved: 'Expertise saved',
  },

  locations: {
    title: 'Locations',
    description: 'The states where you serve clients.',
    label: 'States you practice in',
    saved: 'Locations saved',
  },

  contact: {
    title: 'Business contact',
    description:
      'Shown when a member chooses Contact Info on your profile. Choose who can see each: Members, My team (accepted team members, whoever invited whom) or Only me.',
    website: 'Website',
    websiteHint: 'For example https://www.example.com',
    contactEmail: 'Contact e-mail',
    phone: 'Phone',
    phoneHint: 'A US number: +1 and 10 digits.',
    // Issue 24 §4: one choice per detail.
    visibility: {
      website: 'Who can see your website',
      contactEmail: 'Who can see your contact e-mail',
      contactPhone: 'Who can see your phone',
    },
    visibilityOptions: {
      members: 'Members',
      team: 'My team',
      nobody: 'Only me',
    },
    saved: 'Business contact saved',
  },

  bio: {
    title: 'Bio',
    description: 'Tell members about your practice in your own words.',
    summary: 'What differentiates me',
    heroMoment: 'Hero moment',
    heroMomentHint: 'A moment you are proud of.',
    bio: 'Bio',
    saved: 'Bio saved',
  },
} as const;
