import { DEMO_OPERATOR_ID } from '@demo/community';
import { http, type HttpHandler } from 'msw';
import { apiMessages } from '@/contract';
import { enrolSecondFactor } from '../data/secondFactor';
import { db } from '../db';
import { api, errorResponse } from '../http';

// The operators' second factor (issue 38 §6): the admin area's door in each of its states.
// Data scenarios change the mock db after it is reset; handler scenarios go in front.

/** The demo operator's session has not passed the factor, and no factor is set up yet. */
export const secondFactorToEnrol = (): void => {
  db.secondFactorRequired = true;
};

/** The demo operator set the factor up before: this session is challenged. */
export const secondFactorToChallenge = (): void => {
  db.secondFactorRequired = true;
  enrolSecondFactor(DEMO_OPERATOR_ID);
};

/** Too many wrong codes: the challenge answers the login throttle's 429. */
export const secondFactorThrottled = (): HttpHandler[] => [
  http.post(api('/v1/admin/second-factor/challenge'), () =>
    errorResponse('RequestThrottled', apiMessages.requestThrottled),
  ),
];
