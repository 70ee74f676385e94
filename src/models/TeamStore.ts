import { cast, type Instance, toGenerator, types } from 'mobx-state-tree';
import { isApiError } from '@/api';
import type {
  ProfileCard,
  TeamInvitation,
  TeamMember,
  TeamRelation,
  TeamRelationLookup,
  TeamRelationStatus,
} from '@/contract';
import { analytics } from '@/lib/analytics';
import { WithEnv } from './environment';
import { keyedOperation, operation, Operation, OperationMap, resetOperations } from './operations';

// Team relations in the client layer (docs/architecture.md "team status case": lower case on the wire, upper case here).

export const TEAM_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED'] as const;
export type TeamStatus = (typeof TEAM_STATUSES)[number];

export const toTeamStatus = (status: TeamRelationStatus): TeamStatus =>
  status.toUpperCase() as TeamStatus;

export interface Relation {
  id: number;
  memberId: number;
  ownerUserId: number;
  status: TeamStatus;
}

export interface TeamEntry extends Relation {
  profile: ProfileCard;
}

export const relationFromWire = (relation: TeamRelation): Relation => ({
  id: relation.id,
  memberId: relation.memberId,
  ownerUserId: relation.ownerUserId,
  status: toTeamStatus(relation.status),
});

const toEntry = (member: TeamMember): TeamEntry => ({
  ...relationFromWire(member),
  profile: member.profile,
});

/** Spec 8: ResourceNotFound on team create, update and remove is benign. */
const isNotFound = (error: unknown) => isApiError(error) && error.isNotFound;

export const TeamStoreModel = types
  .compose(
    'TeamStore',
    WithEnv,
    types.model({
      /** My team (I own it): accepted and pending members. */
      members: types.array(types.frozen<TeamEntry>()),
      loaded: false,
      /** Other members' teams by owner id, as /team/{id} shows them. */
      teams: types.map(types.array(types.frozen<TeamEntry>())),
      /** My relation as owner, by member id. */
      own: types.map(types.frozen<Relation>()),
      /** My relation as a member of another's team, by owner id. */
      other: types.map(types.frozen<Relation>()),
      /** The invitations I received and have not answered (my team page lists them). */
      invitations: types.maybe(types.array(types.frozen<TeamInvitation>())),
    }),
  )
  .volatile(() => ({
    ops: {
      load: new Operation(),
      loadInvitations: new Operation(),
      /** By owner id. */
      loadTeamOf: new OperationMap<number>(),
      /** By the other member's id. */
      loadRelations: new OperationMap<number>(),
      /** By member id: one card's button. */
      invite: new OperationMap<number>(),
      remove: new OperationMap<number>(),
      /** By owner id: one invitation's buttons. */
      accept: new OperationMap<number>(),
      decline: new OperationMap<number>(),
      leave: new OperationMap<number>(),
    },
  }))
  .views((self) => ({
    /** The list shown at /team/{id}: accepted and pending members (team lists hold no others). */
    teamOf(ownerId: number): TeamEntry[] | undefined {
      return self.teams.get(String(ownerId));
    },
    ownRelation(memberId: number): Relation | undefined {
      return self.own.get(String(memberId));
    },
    invitationFrom(ownerId: number): Relation | undefined {
      return self.other.get(String(ownerId));
    },
  }))
  .views((self) => ({
    /** Spec 6: Add to Team shows when I have no relation with them, or it is declined. */
    canInvite(memberId: number): boolean {
      const relation = self.ownRelation(memberId);
      return !relation || relation.status === 'DECLINED';
    },
    /** Spec 6: a pending invite from that member shows Accept and Decline. */
    hasPendingInvitationFrom(ownerId: number): boolean {
      return self.invitationFrom(ownerId)?.status === 'PENDING';
    },
    isMemberOf(ownerId: number): boolean {
      return self.invitationFrom(ownerId)?.status === 'ACCEPTED';
    },
  }))
  .actions((self) => ({
    setMembers(members: TeamMember[]) {
      self.members.replace(members.map(toEntry));
      self.loaded = true;
      for (const member of members) self.own.set(String(member.memberId), relationFromWire(member));
    },
    setTeam(ownerId: number, members: TeamMember[]) {
      self.teams.set(String(ownerId), members.map(toEntry));
    },
    setOwn(memberId: number, relation: TeamRelation | undefined) {
      if (relation) self.own.set(String(memberId), relationFromWire(relation));
      else self.own.delete(String(memberId));
      const index = self.members.findIndex((entry) => entry.memberId === memberId);
      const entry = index >= 0 ? self.members[index] : undefined;
      if (!entry) return;
      // Team lists hold accepted and pending members only.
      if (!relation || relation.status === 'declined') self.members.splice(index, 1);
      else self.members[index] = { ...entry, ...relationFromWire(relation) };
    },
    setOther(ownerId: number, relation: TeamRelation | undefined) {
      if (relation) self.other.set(String(ownerId), relationFromWire(relation));
      else self.other.delete(String(ownerId));
      // An answered (or withdrawn) invitation leaves the received list.
      if (relation?.status !== 'pending' && self.invitations) {
        self.invitations.replace(self.invitations.filter((entry) => entry.ownerUserId !== ownerId));
      }
    },
    setInvitations(invitations: TeamInvitation[]) {
      self.invitations = cast(invitations);
      for (const invitation of invitations) {
        self.other.set(String(invitation.ownerUserId), relationFromWire(invitation));
      }
    },
    clear() {
      self.members.clear();
      self.teams.clear();
      self.own.clear();
      self.other.clear();
      self.invitations = undefined;
      self.loaded = false;
      resetOperations(self.ops);
    },
  }))
  .actions((self) => {
    const { ops } = self;
    const api = () => self.env.api;

    /**
     * GET a relation, undefined when there is none (null), or when the other member is not
     * found (a 404: unknown or no longer published, so no relation to act on either).
     */
    function* fetchRelation(request: () => Promise<TeamRelationLookup>) {
      try {
        return (yield* toGenerator(request())) ?? undefined;
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    }

    function* answer(ownerId: number, status: 'accepted' | 'declined') {
      const known = self.invitationFrom(ownerId);
      const relation = known ?? (yield* fetchRelation(() => api().team.getOther(ownerId)));
      if (!relation) return undefined;
      try {
        const updated = yield* toGenerator(
          api().team.updateOther(ownerId, { id: relation.id, memberId: relation.memberId, status }),
        );
        self.setOther(ownerId, updated);
        return relationFromWire(updated);
      } catch (error) {
        if (!isNotFound(error)) throw error;
        self.setOther(ownerId, undefined);
        return undefined;
      }
    }

    return {
      load: operation(ops.load, function* () {
        self.setMembers(yield* toGenerator(api().team.list()));
      }),

      /** The invitations I received (GET /v1/user/otherTeam), for my team page. */
      loadInvitations: operation(ops.loadInvitations, function* () {
        self.setInvitations(yield* toGenerator(api().team.listInvitations()));
      }),

      /** Another member's team (GET /v1/profiles/{id}/team). */
      loadTeamOf: keyedOperation(ops.loadTeamOf, function* (ownerId: number) {
        const members = yield* toGenerator(api().team.listOf(ownerId));
        self.setTeam(ownerId, members);
        return members.map(toEntry);
      }),

      /** Both relations with another member, for their profile's buttons. */
      loadRelations: keyedOperation(ops.loadRelations, function* (otherId: number) {
        const [own, other] = [
          yield* fetchRelation(() => api().team.get(otherId)),
          yield* fetchRelation(() => api().team.getOther(otherId)),
        ];
        self.setOwn(otherId, own);
        self.setOther(otherId, other);
      }),

      /**
       * Owner invites: a declined relation is set pending again, otherwise one is created.
       * `emailSkipped`: the invitation stands, but no e-mail told the member (issue 38).
       */
      invite: keyedOperation(ops.invite, function* (memberId: number) {
        const existing = self.ownRelation(memberId);
        try {
          const relation =
            existing?.status === 'DECLINED'
              ? yield* toGenerator(
                  api().team.update(memberId, { id: existing.id, status: 'pending' }),
                )
              : yield* toGenerator(api().team.invite(memberId));
          self.setOwn(memberId, relation);
          analytics.track('Team Invite Sent', { memberId });
          if (self.loaded) self.setMembers(yield* toGenerator(api().team.list()));
          return { ...relationFromWire(relation), emailSkipped: relation.emailSkipped === true };
        } catch (error) {
          if (!isNotFound(error)) throw error;
          return undefined;
        }
      }),

      /** Owner removes a member (X): declined. */
      remove: keyedOperation(ops.remove, function* (memberId: number) {
        const relation = self.ownRelation(memberId);
        if (!relation) return;
        try {
          self.setOwn(
            memberId,
            yield* toGenerator(
              api().team.update(memberId, { id: relation.id, status: 'declined' }),
            ),
          );
        } catch (error) {
          if (!isNotFound(error)) throw error;
          self.setOwn(memberId, undefined);
        }
      }),

      accept: keyedOperation(ops.accept, function* (ownerId: number) {
        return yield* answer(ownerId, 'accepted');
      }),
      decline: keyedOperation(ops.decline, function* (ownerId: number) {
        return yield* answer(ownerId, 'declined');
      }),
      /** A member leaves another's team: declined. */
      leave: keyedOperation(ops.leave, function* (ownerId: number) {
        const result = yield* answer(ownerId, 'declined');
        const team = self.teams.get(String(ownerId));
        const mine = team?.findIndex((entry) => entry.id === result?.id) ?? -1;
        if (team && mine >= 0) team.splice(mine, 1);
        return result;
      }),
    };
  });

export type TeamStore = Instance<typeof TeamStoreModel>;
