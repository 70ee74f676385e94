/** A store's list of records by id, kept in the order spec 9 sorts it. */

export const without = <T extends { id: number }>(rows: readonly T[], id: number) =>
  rows.filter((r) => r.id !== id);

/** Replaces the row with the same id, or adds it; keeps the list in spec 9's order. */
export const upsert = <T extends { id: number }>(
  rows: readonly T[],
  row: T,
  compare: (a: T, b: T) => number,
) => [...without(rows, row.id), row].sort(compare);
