import { getSnapshot, type Instance, type SnapshotIn, types } from 'mobx-state-tree';
import {
  DEFAULT_CONTACT_VISIBILITY,
  EMPLOYMENT_STATUSES,
  INDEPENDENT_STATUSES,
  isBasicInfoComplete,
  isEligible,
  PROFESSIONS,
  type ContactVisibilities,
  type ExperienceBucket,
  type LocationCode,
  type RegionCode,
  type User,
} from '@/contract';
import { ROLES, type Role } from '@/contract/roles';

const nullableEnum = <T extends string>(name: string, values: readonly T[]) =>
  types.optional(types.maybeNull(types.enumeration<T>(name, [...values])), null);
const nullableString = types.optional(types.maybeNull(types.string), null);

/** The member as GET /v1/user answers it (spec 3), with the views screens ask for. */
export const UserModel = types
  .model('User', {
    id: types.identifierNumber,
    email: types.string,
    firstName: types.string,
    lastName: types.string,
    createdAt: types.string,
    avatar: nullableString,
    cover: nullableString,
    profession: nullableEnum('Profession', PROFESSIONS),
    experienceYears: types.optional(types.maybeNull(types.number), null),
    employmentStatus: nullableEnum('EmploymentStatus', EMPLOYMENT_STATUSES),
    independentStatus: nullableEnum('IndependentStatus', INDEPENDENT_STATUSES),
    city: nullableString,
    // Typed, not checked against the list of states: that list (with its names) would then be
    // in every page's JavaScript; the server answers only real codes (the parity suite).
    region: types.optional(types.maybeNull(types.frozen<RegionCode>()), null),
    postalCode: nullableString,
    expertises: types.array(types.string),
    locations: types.array(types.string),
    summary: nullableString,
    heroMoment: nullableString,
    bio: nullableString,
    contactEmail: nullableString,
    contactPhone: nullableString,
    website: nullableString,
    // Who sees each contact detail (issue 24 §4): three choices, always replaced together.
    contactVisibility: types.optional(
      types.frozen<ContactVisibilities>(),
      DEFAULT_CONTACT_VISIBILITY,
    ),
    published: false,
    complete: false,
    role: types.optional(types.enumeration<Role>('Role', [...ROLES]), 'member'),
    emailVerified: true,
  })
  .views((self) => ({
    get fullName(): string {
      return `${self.firstName} ${self.lastName}`.trim();
    },
    /** The plain wire object, for the contract's pure rules. */
    get asUser(): User {
      const snapshot = getSnapshot(self);
      return {
        ...snapshot,
        profession: snapshot.profession ?? null,
        employmentStatus: snapshot.employmentStatus ?? null,
        independentStatus: snapshot.independentStatus ?? null,
        region: snapshot.region ?? null,
        experienceYears: self.experienceYears as ExperienceBucket | null,
        expertises: [...self.expertises],
        locations: [...self.locations] as LocationCode[],
      };
    },
  }))
  .views((self) => ({
    /** The whole completion rule (spec 4), as the server computed it with the career records. */
    get isComplete(): boolean {
      return self.complete;
    },
    /** The basic-fields half of the rule (docs/architecture.md "settings hub flags"). */
    get isBasicInfoComplete(): boolean {
      return isBasicInfoComplete(self.asUser);
    },
    /** Spec 4: independent with 8 or more years. */
    get isEligible(): boolean {
      return isEligible(self.asUser);
    },
  }));

export type UserInstance = Instance<typeof UserModel>;
export type UserSnapshotIn = SnapshotIn<typeof UserModel>;

/** A wire User as a snapshot; the wire and the model share field names and nulls. */
export const toUserSnapshot = (user: User): UserSnapshotIn => ({
  ...user,
  expertises: [...user.expertises],
  locations: [...user.locations],
});
