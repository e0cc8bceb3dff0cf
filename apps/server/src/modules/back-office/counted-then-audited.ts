/**
 * The batches an export writes, passed on as they come; after the last one, `audit` is told how
 * many rows went out, so the trail says what was downloaded, not what was asked for.
 */
export async function* countedThenAudited<Row>(
  batches: AsyncIterable<readonly Row[]>,
  audit: (rows: number) => Promise<void>,
): AsyncGenerator<readonly Row[]> {
  let rows = 0;
  for await (const batch of batches) {
    rows += batch.length;
    yield batch;
  }
  await audit(rows);
}
