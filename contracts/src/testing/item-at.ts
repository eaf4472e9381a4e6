/** The item at `index` (negative from the end), failing the test at once when the list is too short for it. */
export function itemAt<T>(items: readonly T[], index: number): T {
  const item = items.at(index);
  if (item === undefined) throw new Error(`No item at ${index}: the list has ${items.length}`);
  return item;
}
