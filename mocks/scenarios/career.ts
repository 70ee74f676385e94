import { http, type HttpHandler } from 'msw';
import { API_RETRIES, apiMessages, messages } from '@/contract';
import { DEMO_USER_ID } from '../data/members';
import { db } from '../db';
import { createCertification, createEducation, createPosition } from '../factories';
import { api, errorResponse } from '../http';
import { recomputeComplete } from '../rules';
import { scenarioState } from './common';

// The signed-in member's career records (the settings lists) in named states.

type CareerList = 'certifications' | 'educations' | 'positions';
const NOUNS: Record<CareerList, string> = {
  certifications: 'certification',
  educations: 'education',
  positions: 'position',
};

/** The member has none of `lists` (default: no positions, educations or certifications). */
export function noCareerRecords(
  lists: readonly CareerList[] = ['certifications', 'educations', 'positions'],
  userId = DEMO_USER_ID,
) {
  for (const list of lists) {
    const rows = db[list] as { userId: number }[];
    db[list] = rows.filter((row) => row.userId !== userId) as never;
  }
  recomputeComplete(userId);
}

/** One open position of 40 months (to 2026-11): under the 96 of the completion rule. */
export function shortCareer(userId = DEMO_USER_ID) {
  noCareerRecords(['positions'], userId);
  createPosition(userId, {
    title: 'Fractional CFO',
    company: 'Lakeview Partners',
    startDate: '2023-07-01',
    endDate: null,
    location: 'Boise, ID',
  });
  recomputeComplete(userId);
}

/** A first position before the demo member's two (three in all, added last to the db). */
export function severalPositions(userId = DEMO_USER_ID) {
  createPosition(userId, {
    title: 'Senior Associate',
    company: 'Marlow & Finch LLP',
    startDate: '2010-09-01',
    endDate: '2015-07-01',
    location: 'Denver, CO',
    description: 'Audits of mid-size manufacturers; led the firm’s first remote audit team.',
  });
  recomputeComplete(userId);
}

/** A second school, older than the demo member's one. */
export function severalEducations(userId = DEMO_USER_ID) {
  createEducation(userId, {
    organization: 'University of Idaho',
    degree: 'BS',
    fieldOfStudy: 'Accounting',
    issuedYear: 2009,
  });
}

/** Three licenses: one without expiry, one current, one expired (stories' clock: 2026-11). */
export function severalLicenses(userId = DEMO_USER_ID) {
  createCertification(userId, {
    name: 'Certified Public Accountant',
    organization: 'Idaho State Board of Accountancy',
    issuedDate: '2012-06-01',
    expirationDate: null,
    identifier: 'CPA-20931',
    url: 'https://isba.idaho.gov/verify/CPA-20931',
  });
  createCertification(userId, {
    name: 'Certified Fraud Examiner',
    organization: 'Association of Certified Fraud Examiners',
    issuedDate: '2019-03-01',
    expirationDate: '2029-03-01',
    identifier: null,
    url: null,
  });
  createCertification(userId, {
    name: 'Certified Management Accountant',
    organization: 'Institute of Management Accountants',
    issuedDate: '2016-10-01',
    expirationDate: '2024-10-01',
    identifier: 'CMA-5521',
    url: 'ima.example.org/cma',
  });
}

/** Saving a record is refused in the server's words: a PATCH of a record deleted elsewhere. */
export const careerRecordGone = (list: CareerList): HttpHandler[] => [
  http.patch(api(`/v1/${list}/:id`), () =>
    errorResponse('ResourceNotFound', apiMessages.recordNotFound(NOUNS[list])),
  ),
];

/** The server refuses a new record with a field message (e.g. an expiry it will not take). */
export const careerCreateRefused = (
  list: CareerList,
  message: string = messages.year,
): HttpHandler[] => [http.post(api(`/v1/${list}`), () => errorResponse('InvalidRequest', message))];

/**
 * The first load of `list` fails (500, through the client's retries); the next one answers as
 * the defaults do: a load failure, then Try again. Each call makes a fresh count.
 */
export function careerLoadFailsOnce(list: CareerList = 'positions'): HttpHandler[] {
  const left = scenarioState(() => ({ failures: API_RETRIES + 1 }));
  return [
    http.get(api(`/v1/${list}`), () => {
      if (left.failures <= 0) return undefined;
      left.failures -= 1;
      return errorResponse('InternalError', apiMessages.internalError);
    }),
  ];
}
