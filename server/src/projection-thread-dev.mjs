// The projection thread's entry when the server runs as TypeScript (tests, `tsx`): a worker inherits no `--import`
// loader hooks from its process, so it registers tsx's itself.
import { register } from 'tsx/esm/api';

register();
await import('./projection-thread.ts');
