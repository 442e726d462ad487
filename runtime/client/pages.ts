/** List operations read page by page (the generated `iterate` methods). */

/**
 * Walks a list operation page by page (`skip` advancing by the items received) and yields
 * each item, stopping after a short page.
 */
export async function* iteratePages<Item>(
  fetchPage: (query: Record<string, unknown>) => Promise<unknown>,
  query: Record<string, unknown> | undefined,
  pageSize: number,
): AsyncGenerator<Item, void, undefined> {
  const count = typeof query?.count === 'number' ? query.count : pageSize;
  let skip = typeof query?.skip === 'number' ? query.skip : 0;
  for (;;) {
    const page = (await fetchPage({ ...query, count, skip })) as { items?: Item[] } | undefined;
    const items = page?.items ?? [];
    for (const item of items) yield item;
    if (items.length < count) return;
    skip += items.length;
  }
}
