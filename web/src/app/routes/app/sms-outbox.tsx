import { OutboxPage } from '../../../features/operations/components/outbox-page.tsx';

/** /operations/sms-outbox: what the embedded start kept instead of sending, for owners and support (issue 10). */
export function Component() {
  return <OutboxPage />;
}
