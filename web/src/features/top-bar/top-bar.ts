import {
  allows,
  type CapacityLevel,
  capacityLevel,
  capacityPercent,
  type LocationMetrics,
  type Permissions,
} from '@bayline/contracts';

/** One of the top bar's capacity indicators: a value against its total (docs/metrics.md). */
export interface CapacityIndicator {
  /** Also its name's key under capacity in the shell catalogue. */
  key: string;
  value: number;
  total: number;
  /** value ÷ total × 100, rounded; 0 when the total is 0. */
  percent: number;
  level: CapacityLevel;
}

const indicator = (key: string, value: number, total: number, threshold: number): CapacityIndicator => {
  const percent = capacityPercent(value, total);
  return { key, value, total, percent, level: capacityLevel(percent, threshold) };
};

/**
 * The indicators the top bar shows: WIP against the release goal and inventory against its maximum, which warn;
 * and where the inventory stands in the flow, each part a share of it (these never warn).
 */
export function capacityIndicators(metrics: LocationMetrics) {
  const { thresholdPercent: threshold, inventory } = metrics;
  const share = (key: string, value: number) => indicator(key, value, inventory, 0);
  return {
    limits: [
      indicator('wip', metrics.wip, metrics.wipMax, threshold),
      indicator('inventory', inventory, metrics.inventoryMax, threshold),
    ],
    flow: [
      share('preProduction', metrics.preProduction),
      share('production', metrics.production),
      share('postProduction', metrics.postProduction),
    ],
  };
}

/**
 * Whether the top bar shows the messaging button (spec 3 section 2.4): on the production page only, never to a user
 * with no messaging or no texting right (level 1), and only where the location has messaging on and a send phone.
 */
export function showsMessagingButton(
  pathname: string,
  permissions: Pick<Permissions, 'messaging' | 'texting'>,
  location: { enableMessaging: boolean; smsSendPhone: string | null } | undefined,
): boolean {
  const onProduction = pathname === '/production' || pathname.startsWith('/production/');
  return (
    onProduction &&
    allows(permissions.messaging, 'read') &&
    allows(permissions.texting, 'read') &&
    Boolean(location?.enableMessaging && location.smsSendPhone)
  );
}
