import type { AppContext } from '../context';
import type { Repositories } from '../db/repositories';
import { notify } from '../notifications/notify';

// Saved searches' news (issue 23): when a member becomes listed or changes what a search
// filters on, each saved search of another member that they match for the first time tells its
// saver once (kind 'saved_search_match', the member as actor), in the change's transaction.

/**
 * Inside the listing change's transaction: records `memberId`'s new matches and notifies their
 * savers. Answers the ids of e-mails to deliver once the transaction commits.
 */
export async function announceNewMatches(
  tx: Repositories,
  ctx: AppContext,
  memberId: number,
): Promise<number[]> {
  const at = ctx.now();
  const searches = await tx.savedSearches.recordNewMatches(memberId, at);
  const mailIds: number[] = [];
  for (const search of searches) {
    const { mailId } = await notify(tx, ctx, {
      userId: search.userId,
      kind: 'saved_search_match',
      actorId: memberId,
      subject: { kind: 'saved_search', id: search.id },
      data: { searchId: search.id, searchName: search.name },
      at,
    });
    if (mailId !== null) mailIds.push(mailId);
  }
  return mailIds;
}

/**
 * ctx.listingWrite for a change of one member's listing (their profile, completion or
 * publication): the same transaction, then the saved searches they newly match, then, after
 * commit, the e-mails of those notifications.
 */
export async function memberListingWrite<T>(
  ctx: AppContext,
  memberId: number,
  work: (tx: Repositories) => Promise<T>,
): Promise<T> {
  let mailIds: number[] = [];
  const result = await ctx.listingWrite(async (tx) => {
    const value = await work(tx);
    mailIds = await announceNewMatches(tx, ctx, memberId);
    return value;
  });
  if (mailIds.length > 0) void ctx.mailer.deliver(mailIds);
  return result;
}
