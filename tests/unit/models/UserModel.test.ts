import { describe, expect, it } from 'vitest';
import { toUserSnapshot, UserModel } from '@/models';
import { DEMO_USER_ID } from '@mocks/data/members';
import { findUser } from '@mocks/db';
import { toUser } from '@mocks/factories';
import { freshMember } from '@mocks/scenarios';
import { demoMember, fullName } from '../demo';

const demo = () => toUser(findUser(DEMO_USER_ID)!);

describe('UserModel', () => {
  it('reads a wire user with every field, and its full name', () => {
    const user = UserModel.create(toUserSnapshot(demo()));
    expect(user.fullName).toBe(fullName(demoMember));
    expect(user.asUser).toEqual(demo());
  });

  it('isComplete is the completion the server computed', () => {
    expect(UserModel.create(toUserSnapshot({ ...demo(), complete: false })).isComplete).toBe(false);
    expect(UserModel.create(toUserSnapshot(demo())).isComplete).toBe(true);
  });

  it('isBasicInfoComplete needs every basic field, one expertise and one location', () => {
    expect(UserModel.create(toUserSnapshot(demo())).isBasicInfoComplete).toBe(true);
    const noExpertise = UserModel.create(toUserSnapshot({ ...demo(), expertises: [] }));
    expect(noExpertise.isBasicInfoComplete).toBe(false);
    const noPostalCode = UserModel.create(toUserSnapshot({ ...demo(), postalCode: null }));
    expect(noPostalCode.isBasicInfoComplete).toBe(false);
    expect(UserModel.create(toUserSnapshot(toUser(freshMember()))).isBasicInfoComplete).toBe(false);
  });

  it('isEligible: independent with 8 or more years (spec 4)', () => {
    expect(UserModel.create(toUserSnapshot(demo())).isEligible).toBe(true);
    const employed = {
      ...demo(),
      employmentStatus: 'employed' as const,
      independentStatus: 'open' as const,
    };
    expect(UserModel.create(toUserSnapshot(employed)).isEligible).toBe(false);
    const junior = { ...demo(), experienceYears: 0 as const };
    expect(UserModel.create(toUserSnapshot(junior)).isEligible).toBe(false);
  });
});
