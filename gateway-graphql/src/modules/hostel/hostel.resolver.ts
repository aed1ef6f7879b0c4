import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import type { HostelView } from '../../core/views.js';
import { HostelType } from './hostel.type.js';
import { readWithRetry } from '../../core/database-errors.js';

@Resolver(() => HostelType)
export class HostelResolver {
  @Authorized()
  @Query(() => [HostelType], { description: "The hostels of the student's gender; all of them for an admin" })
  hostels(@Ctx() { services, viewer }: RequestContext): Promise<HostelView[]> {
    return readWithRetry(() => services.hostels.list(viewer));
  }
}
