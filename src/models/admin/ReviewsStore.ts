import { type Instance, toGenerator, types } from 'mobx-state-tree';
import { isApiError } from '@/api/errors';
import {
  ADMIN_PAGE_DEFAULT,
  ADMIN_PAGE_MAX,
  type AuditEntry,
  type Profession,
  type ReviewDecision,
  type ReviewDetail,
  type ReviewReason,
  type ReviewState,
  type ReviewSummary,
} from '@/contract';
import { keyedOperation, operation, Operation, OperationMap } from '../operations';
import { WithAdminEnv } from './environment';

/** The queue's filters (GET /v1/admin/reviews?state=&profession=), as the URL carries them. */
export interface ReviewFilters {
  /** A review state, or 'open': submitted, in review and notice (the queue's default). */
  state: ReviewState | 'open';
  profession: Profession | null;
}

export const DEFAULT_REVIEW_FILTERS: ReviewFilters = { state: 'open', profession: null };

/** A decision's reason and note, as the decision forms send them. */
export interface DecisionInput {
  reason: ReviewReason;
  note?: string;
}

/** Two reviewers at once, or a notice still running: the server's 409 ResourceConflict. */
export const isConflict = (error: unknown): boolean =>
  isApiError(error) && (error.code === 'ResourceConflict' || error.status === 409);

/** The queue's row of a review as its detail now says. */
const summaryOf = ({ review }: ReviewDetail): ReviewSummary => ({
  id: review.id,
  state: review.state,
  trigger: review.trigger,
  openedAt: review.openedAt,
  member: review.member,
  reviewer: review.reviewer,
  noticeDueAt: review.noticeDueAt,
  responded: review.responded,
  decidedAt: review.decidedAt,
  reason: review.reason,
});

/**
 * The review queue and the reviews an operator opened (docs/architecture.md "Operators and
 * vetting"). Every action runs under its own operation, keyed by the review's id, so each
 * button shows its own pending state and a double press is one request.
 */
export const ReviewsStoreModel = types
  .compose(
    'ReviewsStore',
    WithAdminEnv,
    types.model({
      /** The filters of the queue as loaded. */
      filters: types.frozen<ReviewFilters>(DEFAULT_REVIEW_FILTERS),
      /** The queue, oldest first, as far as it was paged. */
      items: types.array(types.frozen<ReviewSummary>()),
      total: 0,
      loaded: false,
      /** Reviews opened, by id. */
      details: types.map(types.frozen<ReviewDetail>()),
      /** The audit entries of each opened review, newest first, by review id. */
      audit: types.map(types.array(types.frozen<AuditEntry>())),
    }),
  )
  .volatile(() => ({
    /** Revealed SSN digits by review id: volatile, so never in a snapshot. */
    revealed: new Map<number, string>() as ReadonlyMap<number, string>,
    /** Counts queue loads, so that a page asked for under older filters is dropped. */
    generation: 0,
    ops: {
      /** The queue's first page (every filter change runs it; the latest one counts). */
      load: new Operation(),
      /** "Show more": the next page. */
      more: new Operation(),
      /** By review id. */
      open: new OperationMap<number>(),
      loadAudit: new OperationMap<number>(),
      start: new OperationMap<number>(),
      clear: new OperationMap<number>(),
      notice: new OperationMap<number>(),
      confirm: new OperationMap<number>(),
      withdraw: new OperationMap<number>(),
      revealSsn: new OperationMap<number>(),
    },
  }))
  .views((self) => ({
    get hasMore(): boolean {
      return self.loaded && self.items.length < self.total;
    },
    detail(id: number): ReviewDetail | undefined {
      return self.details.get(String(id));
    },
    auditOf(id: number): readonly AuditEntry[] | undefined {
      return self.audit.get(String(id));
    },
    revealedSsn(id: number): string | undefined {
      return self.revealed.get(id);
    },
    /** Whether any decision on the review is running (its other buttons wait). */
    isDeciding(id: number): boolean {
      const { start, clear, notice, confirm, withdraw } = self.ops;
      return [start, clear, notice, confirm, withdraw].some((ops) => ops.get(id).isPending);
    },
  }))
  .actions((self) => ({
    setPage(filters: ReviewFilters, items: ReviewSummary[], total: number, append: boolean) {
      self.filters = filters;
      if (append) self.items.push(...items);
      else self.items.replace(items);
      self.total = total;
      self.loaded = true;
    },
    setDetail(detail: ReviewDetail) {
      self.details.set(String(detail.review.id), detail);
      const index = self.items.findIndex((item) => item.id === detail.review.id);
      if (index >= 0) self.items[index] = summaryOf(detail);
    },
    setAudit(id: number, entries: AuditEntry[]) {
      self.audit.set(String(id), entries);
    },
    setRevealed(id: number, last4: string) {
      self.revealed = new Map(self.revealed).set(id, last4);
    },
    nextGeneration(): number {
      self.generation += 1;
      return self.generation;
    },
  }))
  .actions((self) => {
    const { ops } = self;
    const api = () => self.env.api;

    const page = (filters: ReviewFilters, offset: number) =>
      api().reviews.list({
        state: filters.state,
        profession: filters.profession ?? undefined,
        limit: ADMIN_PAGE_DEFAULT,
        offset,
      });

    /** The review's own entries, newest first: the server filters the log by its subject. */
    const loadAudit = keyedOperation(ops.loadAudit, function* (id: number) {
      const answer = yield* toGenerator(
        api().audit.list({ subjectKind: 'review', subjectId: id, limit: ADMIN_PAGE_MAX }),
      );
      self.setAudit(id, answer.items);
      return answer.items;
    });

    /** After a change: the answer is the review as it now is; its audit entries follow. */
    function* adopt(detail: ReviewDetail) {
      self.setDetail(detail);
      // The decision is made: a failure to list its audit entries shows on their own list.
      yield* toGenerator(loadAudit(detail.review.id).catch(() => undefined));
      return detail;
    }

    const open = keyedOperation(ops.open, function* (id: number) {
      const detail = yield* toGenerator(api().reviews.get(id));
      return yield* adopt(detail);
    });

    /**
     * A decision; a 409 (another reviewer decided first, the notice still runs) reloads the
     * review so the page shows who decided, and the error goes on to the screen.
     */
    function* decide(id: number, action: ReviewDecision, { reason, note }: DecisionInput) {
      try {
        const detail = yield* toGenerator(
          api().reviews.decide(id, { action, reason, note: note?.trim() || undefined }),
        );
        return yield* adopt(detail);
      } catch (error) {
        if (isConflict(error)) yield* toGenerator(open(id).catch(() => undefined));
        throw error;
      }
    }

    return {
      /** The queue's first page under `filters` (oldest first). */
      load: operation(
        ops.load,
        function* (filters: ReviewFilters = self.filters) {
          const generation = self.nextGeneration();
          const answer = yield* toGenerator(page(filters, 0));
          if (generation === self.generation) {
            self.setPage(filters, answer.items, answer.total, false);
          }
          return answer;
        },
        { duplicates: 'latest' },
      ),

      /** The next page of the same queue. */
      loadMore: operation(ops.more, function* () {
        const generation = self.generation;
        const answer = yield* toGenerator(page(self.filters, self.items.length));
        if (generation === self.generation) {
          self.setPage(self.filters, answer.items, answer.total, true);
        }
        return answer;
      }),

      open,
      loadAudit,

      /** Claims a submitted review: it is in review, with this operator as its reviewer. */
      start: keyedOperation(ops.start, function* (id: number) {
        try {
          return yield* adopt(yield* toGenerator(api().reviews.start(id)));
        } catch (error) {
          if (isConflict(error)) yield* toGenerator(open(id).catch(() => undefined));
          throw error;
        }
      }),
      clear: keyedOperation(ops.clear, function* (id: number, note?: string) {
        return yield* decide(id, 'clear', { reason: 'verified', note });
      }),
      notice: keyedOperation(ops.notice, function* (id: number, input: DecisionInput) {
        return yield* decide(id, 'notice', input);
      }),
      confirm: keyedOperation(ops.confirm, function* (id: number, input: DecisionInput) {
        return yield* decide(id, 'confirm', input);
      }),
      withdraw: keyedOperation(ops.withdraw, function* (id: number, input: DecisionInput) {
        return yield* decide(id, 'withdraw', input);
      }),

      /** The last four SSN digits, on request; the server audits the view. */
      revealSsn: keyedOperation(ops.revealSsn, function* (id: number) {
        const { last4 } = yield* toGenerator(api().reviews.revealSsn(id));
        self.setRevealed(id, last4);
        yield* toGenerator(loadAudit(id).catch(() => undefined));
        return last4;
      }),
    };
  });

export type ReviewsStore = Instance<typeof ReviewsStoreModel>;
