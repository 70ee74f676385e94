// What the moderation queues' handlers (posts, reports) share: their order and their pages,
// as the server answers them.

interface QueueRow {
  id: number;
  state: string;
  createdAt: string;
}

export const oldestFirst = (a: QueueRow, b: QueueRow) =>
  a.createdAt.localeCompare(b.createdAt) || a.id - b.id;

/**
 * A page of a queue's items in one state, oldest first. A row `toItem` answers null for (its
 * member's account is gone) is left out, as the server's joins leave it out.
 */
export function queuePage<Row extends QueueRow, Item>(
  rows: readonly Row[],
  query: { state: string; limit: number; offset: number },
  toItem: (row: Row) => Item | null,
) {
  const items = rows
    .filter((row) => row.state === query.state)
    .sort(oldestFirst)
    .map(toItem)
    .filter((item) => item !== null);
  return {
    items: items.slice(query.offset, query.offset + query.limit),
    total: items.length,
    limit: query.limit,
    offset: query.offset,
  };
}
