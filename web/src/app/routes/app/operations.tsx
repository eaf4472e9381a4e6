import { OperationsPage } from '../../../features/operations/components/operations-page.tsx';

/** /operations: how Bayline runs, for owners and support (issue 13, for operators). */
export function Component() {
  return <OperationsPage />;
}
