import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// How long `findBy…` and `waitFor` wait for the screen to show something: 3 s, not Testing
// Library's 1 s. A file's first test loads Apollo Client's chunk and styled-components' sheet;
// on a loaded 2-core machine that alone passed 1 s, and the first test of a file failed now and
// then. A bound on waiting, not a timing assertion: a screen that never shows still fails.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => cleanup());
