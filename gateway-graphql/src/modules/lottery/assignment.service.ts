import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../core/viewer.js';
import type { SelectionProcessView } from './lottery.views.js';
import type { LotteryDeps } from './process.service.js';

/**
 * The end-of-process assignment (docs/decisions/0136). BEING BUILT (issue 43): see
 * /work/notes/43-contract.md.
 */
export class AssignmentService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: LotteryDeps,
  ) {}

  run(viewer: Viewer | null, id: string): Promise<SelectionProcessView> {
    void [this.em, this.deps, viewer, id];
    throw new Error('not built yet');
  }

  undo(viewer: Viewer | null, id: string): Promise<SelectionProcessView> {
    void [viewer, id];
    throw new Error('not built yet');
  }

  publish(viewer: Viewer | null, id: string): Promise<SelectionProcessView> {
    void [viewer, id];
    throw new Error('not built yet');
  }
}
