/**
 * Stream `upgrade-{name}`: a write-side index (e-mail claims, location claims, schedule places, ...) has been filled
 * from the log written before it was kept; `entries` is how many it wrote then.
 */
export interface UpgradeEvents {
  IndexUpgraded: { name: string; entries: number };
}
