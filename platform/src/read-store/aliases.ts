/**
 * What `swapAliases` returns: the physical collections the swapped aliases resolved to before (an
 * alias without an entry resolves to its own name), minus any that an alias still points at after the
 * swap, so the caller can drop every returned name safely.
 */
export function replacedTargets(before: Map<string, string>, swap: Record<string, string>): string[] {
  const after = new Map(before);
  for (const [alias, target] of Object.entries(swap)) after.set(alias, target);
  const live = new Set(after.values());
  const replaced = new Set(Object.keys(swap).map((alias) => before.get(alias) ?? alias));
  return [...replaced].filter((physical) => !live.has(physical));
}
