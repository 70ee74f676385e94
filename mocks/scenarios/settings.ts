import type { User } from '@/contract';
import { NEWCOMER_ID } from '../data/members';
import { findUser } from '../db';
import { createPosition } from '../factories';
import { recomputeComplete } from '../rules';
import { completeNewcomer } from './user';

// The newcomer (NEWCOMER_ID: HR, independent, 8 years, basic info done, no career yet) at each
// step of the settings hub (spec 4 "Settings hub"). Data scenarios: run them in a story's
// `withMockDb`, before the session is adopted.

export type HubStep =
  /** Nothing but a name: every basic field still to fill. */
  | 'newMember'
  /** Basic info done but employed: not eligible, so no career sections. */
  | 'employed'
  /** Basic info done, independent, yet under 8 years: not eligible either. */
  | 'underEightYears'
  /** Basic info done and eligible; 36 of 96 months of positions, no education. */
  | 'eligible'
  /** A legal member with everything but a license. */
  | 'legalWithoutLicense'
  /** Everything the completion rule asks for; not published yet. */
  | 'complete';

/** A member's basic info, all unset (the 'newMember' step). */
export const NO_BASIC_INFO: Partial<User> = {
  employmentStatus: null,
  independentStatus: null,
  profession: null,
  experienceYears: null,
  city: null,
  region: null,
  postalCode: null,
  expertises: [],
  locations: [],
};

/** 36 months: Jan 2020 to Jan 2023. */
const addShortPosition = () =>
  createPosition(NEWCOMER_ID, {
    title: 'HR Consultant',
    company: 'Fields HR',
    startDate: '2020-01-01',
    endDate: '2023-01-01',
    location: 'Madison, WI',
  });

export function newcomerAt(step: HubStep) {
  const user = findUser(NEWCOMER_ID);
  if (!user) return;
  switch (step) {
    case 'newMember':
      Object.assign(user, NO_BASIC_INFO);
      break;
    case 'employed':
      Object.assign(user, { employmentStatus: 'employed', independentStatus: 'open' });
      break;
    case 'underEightYears':
      Object.assign(user, { experienceYears: 0 });
      break;
    case 'eligible':
      addShortPosition();
      break;
    case 'legalWithoutLicense':
      completeNewcomer();
      Object.assign(user, { profession: 'legal', expertises: ['litigation'] });
      break;
    case 'complete':
      completeNewcomer();
      break;
  }
  recomputeComplete(NEWCOMER_ID);
}
