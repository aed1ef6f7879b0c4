import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { readWithRetry } from '../../core/database-errors.js';
import { STAFF_ROLES } from '../../core/enums.js';
import type { AuditPage } from './audit.views.js';
import { AuditFilterInput, AuditPageType } from './audit.type.js';

@Resolver()
export class AuditResolver {
  @Authorized(...STAFF_ROLES)
  @Query(() => AuditPageType, { description: 'Staff: the audit log, newest first (a warden: of their hostels)' })
  auditEvents(@Arg('filter', () => AuditFilterInput, { nullable: true }) filter: AuditFilterInput | null, @Ctx() { services, viewer }: RequestContext): Promise<AuditPage> {
    return readWithRetry(() => services.audit.list(viewer, { ...filter }));
  }
}
