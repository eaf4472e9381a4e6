import { TerminalPage } from '../../../features/terminal/components/terminal-page.tsx';

/** /terminal (spec 3 section 2.11). */
export function Component() {
  return <TerminalPage />;
}
