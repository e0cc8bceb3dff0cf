/** A list answer's paging: `total` exactly, 25 to a page, and no other page unless given. */
export function paging(
  total: number,
  cursors: { nextCursor?: string | null; previousCursor?: string | null } = {},
) {
  return {
    total,
    totalIsLowerBound: false,
    pageSize: 25,
    nextCursor: null,
    previousCursor: null,
    ...cursors,
  };
}
