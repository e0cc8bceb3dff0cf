/** `items` in groups by `keyOf`, each group in the items' order: the items, or what `entryOf` makes of each. */
export function groupedBy<Item, Key>(
  items: Iterable<Item>,
  keyOf: (item: Item) => Key,
): Map<Key, Item[]>;
export function groupedBy<Item, Key, Value>(
  items: Iterable<Item>,
  keyOf: (item: Item) => Key,
  entryOf: (item: Item) => Value,
): Map<Key, Value[]>;
export function groupedBy<Item, Key, Value>(
  items: Iterable<Item>,
  keyOf: (item: Item) => Key,
  entryOf?: (item: Item) => Value,
): Map<Key, (Item | Value)[]> {
  const groups = new Map<Key, (Item | Value)[]>();
  for (const item of items) {
    const value = entryOf ? entryOf(item) : item;
    const group = groups.get(keyOf(item));
    if (group) group.push(value);
    else groups.set(keyOf(item), [value]);
  }
  return groups;
}
