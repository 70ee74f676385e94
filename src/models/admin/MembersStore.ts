import { type Instance, toGenerator, types } from 'mobx-state-tree';
import { isApiError } from '@/api/errors';
import {
  ADMIN_PAGE_DEFAULT,
  type AdminMember,
  type MemberAction,
  type MemberPage,
  type ModerationReason,
} from '@/contract';
import { keyedOperation, operation, Operation, OperationMap } from '../operations';
import { WithAdminEnv } from './environment';

/** The search as the URL carries it (/admin/members?q=&page=). */
export interface MemberSearchQuery {
  q: string;
  offset: number;
}

export type MemberRow = MemberPage['items'][number];

/** An action's reason and note, as the action dialog sends them. */
export interface MemberActionInput {
  reason: ModerationReason;
  note?: string;
}

/** Nothing would change (another operator acted first): the server's 409 ResourceConflict. */
const isConflict = (error: unknown): boolean =>
  isApiError(error) && (error.code === 'ResourceConflict' || error.status === 409);

/**
 * The operators' member search and member pages (docs/architecture.md "Operators and vetting").
 * Each action on a member runs under its own operation keyed by the member's id, so its button
 * shows its own pending state and a double press is one request.
 */
export const MembersStoreModel = types
  .compose(
    'MembersStore',
    WithAdminEnv,
    types.model({
      /** The search as last answered. */
      query: types.frozen<MemberSearchQuery>({ q: '', offset: 0 }),
      results: types.array(types.frozen<MemberRow>()),
      total: 0,
      searched: false,
      /** Member pages opened, by id. */
      members: types.map(types.frozen<AdminMember>()),
    }),
  )
  .volatile(() => ({
    /** Counts searches, so that an earlier search answering late is dropped. */
    generation: 0,
    ops: {
      /** Every keystroke's search runs; the latest one counts. */
      search: new Operation(),
      /** By member id. */
      load: new OperationMap<number>(),
      unpublish: new OperationMap<number>(),
      republish: new OperationMap<number>(),
      suspend: new OperationMap<number>(),
      unsuspend: new OperationMap<number>(),
    },
  }))
  .views((self) => ({
    member(id: number): AdminMember | undefined {
      return self.members.get(String(id));
    },
    /** Whether an action on the member is running (the other buttons wait for it). */
    isActing(id: number): boolean {
      const { unpublish, republish, suspend, unsuspend } = self.ops;
      return [unpublish, republish, suspend, unsuspend].some((ops) => ops.get(id).isPending);
    },
  }))
  .actions((self) => ({
    nextGeneration(): number {
      self.generation += 1;
      return self.generation;
    },
    setResults(query: MemberSearchQuery, page: MemberPage) {
      self.query = query;
      self.results.replace(page.items);
      self.total = page.total;
      self.searched = true;
    },
    setMember(page: AdminMember) {
      self.members.set(String(page.member.id), page);
      // The search's row follows what the page now says.
      const index = self.results.findIndex((row) => row.id === page.member.id);
      const row = index >= 0 ? self.results[index] : undefined;
      if (row) {
        const { published, suspended, role, complete } = page.member;
        self.results[index] = { ...row, published, suspended, role, complete };
      }
    },
  }))
  .actions((self) => {
    const { ops } = self;
    const api = () => self.env.api;

    const load = keyedOperation(ops.load, function* (id: number) {
      const page = yield* toGenerator(api().members.get(id));
      self.setMember(page);
      return page;
    });

    /** A 409 reloads the page, so it shows the member as they now are; the error goes on. */
    function* act(id: number, action: MemberAction, { reason, note }: MemberActionInput) {
      try {
        const page = yield* toGenerator(
          api().members.act(id, { action, reason, note: note?.trim() || undefined }),
        );
        self.setMember(page);
        return page;
      } catch (error) {
        if (isConflict(error)) yield* toGenerator(load(id).catch(() => undefined));
        throw error;
      }
    }

    return {
      /** One page of members whose name or e-mail holds `q`, in name order. */
      search: operation(
        ops.search,
        function* ({ q: typed, offset = 0 }: { q: string; offset?: number }) {
          const q = typed.trim();
          const generation = self.nextGeneration();
          const page = yield* toGenerator(
            api().members.search({ q, limit: ADMIN_PAGE_DEFAULT, offset }),
          );
          if (generation === self.generation) self.setResults({ q, offset }, page);
          return page;
        },
        { duplicates: 'latest' },
      ),
      load,
      unpublish: keyedOperation(ops.unpublish, function* (id: number, input: MemberActionInput) {
        return yield* act(id, 'unpublish', input);
      }),
      republish: keyedOperation(ops.republish, function* (id: number, input: MemberActionInput) {
        return yield* act(id, 'republish', input);
      }),
      /** Ends every session of the member at once; their sign-in is refused until lifted. */
      suspend: keyedOperation(ops.suspend, function* (id: number, input: MemberActionInput) {
        return yield* act(id, 'suspend', input);
      }),
      unsuspend: keyedOperation(ops.unsuspend, function* (id: number, input: MemberActionInput) {
        return yield* act(id, 'unsuspend', input);
      }),
    };
  });

export type MembersStore = Instance<typeof MembersStoreModel>;
