import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../core/viewer.js';
import type { GroupBookingView, MySelectionView, SelectionGroupView } from './lottery.views.js';
import type { LotteryDeps, LotteryService } from './process.service.js';

/**
 * Roommate groups in a selection process (docs/decisions/0136). BEING BUILT (issue 43): see
 * /work/notes/43-contract.md.
 */
export class GroupService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: LotteryDeps & { lottery: LotteryService },
  ) {}

  form(viewer: Viewer | null, members: { name: string; enrollmentId: string }[]): Promise<SelectionGroupView> {
    void [this.em, this.deps, viewer, members];
    throw new Error('not built yet');
  }

  answer(viewer: Viewer | null, groupId: string, accept: boolean): Promise<MySelectionView> {
    void [viewer, groupId, accept];
    throw new Error('not built yet');
  }

  leave(viewer: Viewer | null): Promise<MySelectionView> {
    void viewer;
    throw new Error('not built yet');
  }

  book(viewer: Viewer | null, roomId: string): Promise<GroupBookingView> {
    void [viewer, roomId];
    throw new Error('not built yet');
  }
}
