import { http, HttpResponse, type HttpHandler } from 'msw';
import { DEMO_OPERATOR_ID } from '@demo/community';
import type { RegionCode } from '@/contract';
import { DEMO_USER_ID } from '../data/members';
import { db } from '../db';
import { createCertification } from '../factories';
import { api } from '../http';

// The licence ledger (issue 24) in named states: the member's own licences in each state their
// badge can read without the clock (Expiring depends on it: the component's catalog shows it),
// the reviewers' ledger, and its other answers.

/** The member's licences: unverified, verified, ended (Expired), revoked, and a certification. */
export function licencesInEveryState(userId = DEMO_USER_ID) {
  createCertification(userId, {
    name: 'Certified Public Accountant',
    organization: 'Ohio Accountancy Board',
    issuedDate: '2021-05-01',
    expirationDate: null,
    identifier: 'OH-CPA-88120',
    kind: 'licence',
    jurisdiction: 'OH',
    verificationState: 'unverified',
  });
  createCertification(userId, {
    name: 'Certified Public Accountant',
    organization: 'Texas State Board of Public Accountancy',
    issuedDate: '2019-03-01',
    expirationDate: null,
    identifier: 'TX-104552',
    kind: 'licence',
    jurisdiction: 'TX',
    verificationState: 'verified',
    verifiedAt: '2026-11-02T15:00:00.000Z',
    verificationSource: 'https://www.tsbpa.texas.gov/lookup',
    verifiedBy: DEMO_OPERATOR_ID,
  });
  createCertification(userId, {
    name: 'Enrolled Agent',
    organization: 'Internal Revenue Service',
    issuedDate: '2017-01-01',
    expirationDate: '2024-01-01',
    identifier: 'EA-00912',
    kind: 'licence',
    jurisdiction: 'NY',
    verificationState: 'verified',
    verifiedAt: '2023-06-10T15:00:00.000Z',
    verificationSource: 'IRS Enrolled Agent lookup',
    verifiedBy: DEMO_OPERATOR_ID,
  });
  createCertification(userId, {
    name: 'Real Estate Broker',
    organization: 'Florida Real Estate Commission',
    issuedDate: '2015-08-01',
    expirationDate: null,
    identifier: 'BK-330019',
    kind: 'licence',
    jurisdiction: 'FL',
    verificationState: 'revoked',
    verifiedAt: '2026-10-20T15:00:00.000Z',
    verificationSource: 'Florida DBPR licence search',
    verifiedBy: DEMO_OPERATOR_ID,
  });
  createCertification(userId, {
    name: 'Certified Fraud Examiner',
    organization: 'Association of Certified Fraud Examiners',
    issuedDate: '2013-02-01',
    expirationDate: null,
  });
}

/** Versions the reviewers' ledger lists by (oldest change first). */
const changedAt = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 9, minutes)).toISOString();

/**
 * Licences waiting for a reviewer, oldest change first, from three demo members (ids 2, 3 and
 * 4), and one verified licence (member 5) for the Verified tab.
 */
export function licencesToVerify() {
  createCertification(2, {
    name: 'Certified Public Accountant',
    organization: 'Illinois Board of Examiners',
    issuedDate: '2018-04-01',
    expirationDate: '2030-12-01',
    identifier: 'IL-065-044120',
    url: 'https://online-dfpr.micropact.com/lookup/licenselookup.aspx',
    kind: 'licence',
    jurisdiction: 'IL',
    verificationState: 'unverified',
    updatedAt: changedAt(5),
  });
  createCertification(3, {
    name: 'Attorney at Law',
    organization: 'State Bar of California',
    issuedDate: '2012-12-01',
    expirationDate: null,
    identifier: '284411',
    kind: 'licence',
    jurisdiction: 'CA',
    verificationState: 'unverified',
    updatedAt: changedAt(20),
  });
  createCertification(4, {
    name: 'Licensed Professional Counselor',
    organization: 'Texas Behavioral Health Executive Council',
    issuedDate: '2020-09-01',
    expirationDate: '2031-08-01',
    identifier: null,
    kind: 'licence',
    jurisdiction: 'TX',
    verificationState: 'unverified',
    updatedAt: changedAt(45),
  });
  createCertification(5, {
    name: 'Certified Public Accountant',
    organization: 'New York State Board for Public Accountancy',
    issuedDate: '2014-06-01',
    expirationDate: null,
    identifier: 'NY-118204',
    kind: 'licence',
    jurisdiction: 'NY',
    verificationState: 'verified',
    verifiedAt: '2026-11-18T16:10:00.000Z',
    verifiedBy: DEMO_OPERATOR_ID,
    verificationSource: 'NYSED Office of the Professions verification',
    verificationNote: 'Registered through 2028.',
    updatedAt: changedAt(0),
  });
}

/** The ledger answers empty in every state. */
export const emptyLicenceQueue = (): HttpHandler[] => [
  http.get(api('/v1/admin/licences'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    return HttpResponse.json({
      items: [],
      total: 0,
      limit: Number(query.get('limit') ?? 25),
      offset: Number(query.get('offset') ?? 0),
    });
  }),
];

/**
 * The member changes the licence while the reviewer decides: its version moves on before the
 * default handler reads it, which then refuses the decision (licenceChangedSinceReview).
 */
export const licenceChangedMeanwhile = (): HttpHandler[] => [
  http.post(api('/v1/admin/licences/:id/decision'), ({ params }) => {
    const licence = db.certifications.find((row) => row.id === Number(params.id));
    if (licence) {
      Object.assign(licence, {
        identifier: `${licence.identifier ?? 'NEW'}-R`,
        updatedAt: '2026-11-21T14:58:00.000Z',
      });
    }
  }),
];

/** A demo member holds a licence of `state` that a reviewer verified ("Licensed in" finds them). */
export function verifiedLicence(userId: number, state: RegionCode) {
  createCertification(userId, {
    name: 'Certified Public Accountant',
    organization: `${state} Board of Accountancy`,
    issuedDate: '2016-05-01',
    expirationDate: null,
    identifier: `${state}-51200`,
    kind: 'licence',
    jurisdiction: state,
    verificationState: 'verified',
    verifiedAt: '2026-11-02T15:00:00.000Z',
    verificationSource: `${state} board lookup`,
    verifiedBy: DEMO_OPERATOR_ID,
  });
}
