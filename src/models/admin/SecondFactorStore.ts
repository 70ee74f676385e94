import { type Instance, toGenerator, types } from 'mobx-state-tree';
import type { SecondFactorEnrolment, SecondFactorState } from '@/contract';
import { operation, Operation } from '../operations';
import { WithAdminEnv } from './environment';

/**
 * The operator's second factor in this session (issue 38 §6): the admin layout shows the
 * enrolment or the challenge instead of its screens until `state` is 'passed'. The recovery codes answered by the enrolment are kept only until the operator goes on.
 */
export const SecondFactorStoreModel = types
  .compose(
    'SecondFactorStore',
    WithAdminEnv,
    types.model({
      /** Unknown (null) until the status is read. */
      state: types.maybeNull(
        types.enumeration<SecondFactorState>(['enrol', 'challenge', 'passed']),
      ),
      enrolment: types.frozen<SecondFactorEnrolment | null>(null),
      /** Shown once, right after the enrolment is confirmed; null once the operator went on. */
      recoveryCodes: types.frozen<string[] | null>(null),
      /** How many recovery codes are left, after a challenge passed with one. */
      recoveryCodesLeft: types.maybeNull(types.number),
    }),
  )
  .volatile(() => ({
    ops: {
      load: new Operation(),
      start: new Operation(),
      confirm: new Operation(),
      challenge: new Operation(),
    },
  }))
  .views((self) => ({
    get passed(): boolean {
      return self.state === 'passed' && self.recoveryCodes === null;
    },
  }))
  .actions((self) => ({
    setState(state: SecondFactorState) {
      self.state = state;
    },
    setEnrolment(enrolment: SecondFactorEnrolment) {
      self.enrolment = enrolment;
    },
    setRecoveryCodes(codes: string[] | null) {
      self.recoveryCodes = codes;
      if (codes) self.enrolment = null;
    },
    setRecoveryCodesLeft(left: number) {
      self.recoveryCodesLeft = left;
    },
    /** The operator saved the recovery codes: the admin area opens. */
    finishEnrolment() {
      self.recoveryCodes = null;
    },
  }))
  .actions((self) => ({
    load: operation(self.ops.load, function* () {
      const { state } = yield* toGenerator(self.env.api.secondFactor.status());
      self.setState(state);
    }),
    /** The secret to add to an authenticator app (the same until a code confirms it). */
    startEnrolment: operation(self.ops.start, function* () {
      self.setEnrolment(yield* toGenerator(self.env.api.secondFactor.startEnrolment()));
    }),
    confirmEnrolment: operation(self.ops.confirm, function* (code: string) {
      const { recoveryCodes } = yield* toGenerator(
        self.env.api.secondFactor.confirmEnrolment(code),
      );
      self.setRecoveryCodes(recoveryCodes);
      self.setState('passed');
    }),
    challenge: operation(self.ops.challenge, function* (code: string) {
      const { recoveryCodesLeft } = yield* toGenerator(self.env.api.secondFactor.challenge(code));
      self.setRecoveryCodesLeft(recoveryCodesLeft);
      self.setState('passed');
    }),
  }));

export type SecondFactorStore = Instance<typeof SecondFactorStoreModel>;
