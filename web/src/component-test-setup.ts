import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import './lib/i18n.ts';

// Each test renders into an empty document: Testing Library unmounts only by itself where tests run with globals.
afterEach(cleanup);
