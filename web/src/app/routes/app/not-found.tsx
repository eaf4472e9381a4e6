import { useLocation } from 'react-router';
import { PlannedPage } from './planned.tsx';

/** Any signed-in path Bayline does not have: said plainly, never a silent redirect. */
export function Component() {
  const { pathname } = useLocation();
  return (
    <PlannedPage title="Page not found" planned={false}>
      There is no page at {pathname}.
    </PlannedPage>
  );
}
