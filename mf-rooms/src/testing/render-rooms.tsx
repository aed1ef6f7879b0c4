import type { DocumentNode } from 'graphql';
import type { ReactElement } from 'react';
import { mockedClientWithPush, renderScreen, type Mock } from 'web-kit/testing';
import { noSelection } from './fixtures';

/** A mocked answer, in MockLink's format. */
export type { Mock };
type Mocks = ReadonlyArray<Mock>;

/**
 * Test helper: web-kit's renderScreen with subscriptions fed by the returned `push`, the router
 * at `path`, the screen kept mounted wherever it navigates (`location` shows where, query included).
 * Unless the test's mocks say otherwise, no selection process is running (no slots, no group).
 */
export function renderRooms(ui: ReactElement, { mocks = [], path = '/' }: { mocks?: Mocks; path?: string } = {}) {
  return renderOn(mockedClientWithPush([...mocks, ...noSelection()]), ui, path);
}

/**
 * {@link renderRooms} after a first read of `session` (its first mock), as a page is rendered
 * after the shell's session check: what that read left is in the cache before the screen mounts.
 */
export async function renderRoomsAfter(session: DocumentNode, ui: ReactElement, { mocks = [], path = '/' }: { mocks?: Mocks; path?: string } = {}) {
  const mocked = mockedClientWithPush([...mocks, ...noSelection()]);
  await mocked.client.query(session);
  return renderOn(mocked, ui, path);
}

function renderOn({ client, push }: ReturnType<typeof mockedClientWithPush>, ui: ReactElement, path: string) {
  return { ...renderScreen(ui, { at: path, client }), push };
}
