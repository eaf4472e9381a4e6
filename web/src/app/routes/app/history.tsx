import { HistoryPage } from '../../../features/audit/components/history-page.tsx';

/** /history and /history/{jobAdminId}: auditors' time travel (issue 13). */
export function Component() {
  return <HistoryPage />;
}
