import type { DocumentNode } from 'graphql';
import type { ReactElement } from 'react';
import { mockedClientWithPush, renderScreen, type Mock } from 'web-kit/testing';

/** A mocked answer, in MockLink's format. */
export type { Mock };
type Mocks = ReadonlyArray<Mock>;

/**
 * Test helper: web-kit's renderScreen with subscriptions fed by the returned `push`, the router
 * at `path`, the screen kept mounted wherever it navigates (`location` shows where, query included).
 */
export function renderRooms(ui: ReactElement, { mocks = [], path = '/' }: { mocks?: Mocks; path?: string } = {}) {
  return renderOn(mockedClientWithPush(mocks), ui, path);
}

/**
 * {@link renderRooms} after a first read of `session` (its first mock), as a page is rendered
 * after the shell's session check: what that read left is in the cache before the screen mounts.
 */
export async function renderRoomsAfter(session: DocumentNode, ui: ReactElement, { mocks = [], path = '/' }: { mocks?: Mocks; path?: string } = {}) {
  const mocked = mockedClientWithPush(mocks);
  await mocked.client.query(session);
  return renderOn(mocked, ui, path);
}

function renderOn({ client, push }: ReturnType<typeof mockedClientWithPush>, ui: ReactElement, path: string) {
  return { ...renderScreen(ui, { at: path, client }), push };
}
