import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// How long `findBy…` and `waitFor` wait for the screen to show something: 5 s, not Testing
// Library's 1 s. A file's first test loads Apollo Client's chunk and styled-components' sheet;
// on a loaded 2-core machine that alone passed 1 s, and the first test of a file failed now and
// then; with the browser journeys beside the units in CI, a first screen has passed 3 s too.
// A bound on waiting, not a timing assertion: a screen that never shows still fails.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());

// Files share a worker's window (`isolate: false`, vitest.web.ts): what one file left behind is
// cleared before the next, so each file starts as a fresh page would.
afterAll(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  document.title = '';
});
