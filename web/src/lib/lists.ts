/** The items of two lists side by side, position by position, as far as the shorter one goes. */
export function zip<A, B>(first: readonly A[], second: readonly B[]): [A, B][] {
  // Each index is below second.length: first is cut to it.
  return first.slice(0, second.length).map((item, index) => [item, second[index] as B]);
}
