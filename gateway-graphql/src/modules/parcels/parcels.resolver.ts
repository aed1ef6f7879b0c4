import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import { filter } from '@graphql-yoga/subscription';
import type { RequestContext } from '../../core/request-context.js';
import type { ParcelChange } from '../../core/events.js';
import { readWithRetry } from '../../core/database-errors.js';
import { requireViewer } from '../../core/viewer.js';
import { FRONT_DESK_ROLES, Role } from '../../core/enums.js';
import { maySee } from './parcels.rules.js';
import { FrontDeskHostelType, FrontDeskParcelFilter, LogParcelInput, ParcelRecipientType, ParcelSettingsType, ParcelType } from './parcels.type.js';
import type { FrontDeskHostelView, ParcelRecipientView, ParcelSettingsView, ParcelView } from './parcels.views.js';

@Resolver(() => ParcelType)
export class ParcelsResolver {
  @Authorized(...FRONT_DESK_ROLES)
  @Mutation(() => ParcelType, { description: "Front desk (guard, warden, admin): logs a parcel for a resident of one of their hostels; the student hears of it (bell and mail)" })
  logParcel(@Arg('input', () => LogParcelInput) input: LogParcelInput, @Ctx() { services, viewer }: RequestContext): Promise<ParcelView> {
    return services.parcels.log(viewer, { ...input, perishable: input.perishable ?? undefined });
  }

  @Authorized(...FRONT_DESK_ROLES)
  @Query(() => [ParcelRecipientType], { description: "Front desk: residents of their hostels (or one) by name, enrollment ID or room number, as the guard types (2 characters or more); at most 10" })
  parcelRecipients(
    @Arg('query', () => String) query: string,
    @Arg('hostelId', () => ID, { nullable: true }) hostelId: string | null,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<ParcelRecipientView[]> {
    return readWithRetry(() => services.parcelRecipients.search(viewer, { query, hostelId: hostelId ?? undefined }));
  }

  @Authorized(Role.STUDENT)
  @Query(() => [ParcelType], { description: 'Student: their own parcels, newest first; a waiting one carries its collection pass' })
  myParcels(@Ctx() { services, viewer }: RequestContext): Promise<ParcelView[]> {
    return readWithRetry(() => services.parcels.mine(viewer));
  }

  @Authorized(...FRONT_DESK_ROLES)
  @Query(() => [FrontDeskHostelType], { description: "Front desk: the hostels whose desk the caller keeps (a guard's or a warden's own, all for an admin; none retired), by name" })
  frontDeskHostels(@Ctx() { services, viewer }: RequestContext): Promise<FrontDeskHostelView[]> {
    return readWithRetry(() => services.parcels.desks(viewer));
  }

  @Authorized(...FRONT_DESK_ROLES)
  @Query(() => [ParcelType], { description: "Front desk: the parcels of their hostels, newest first, a page at a time (never a code)" })
  frontDeskParcels(@Arg('filter', () => FrontDeskParcelFilter, { nullable: true }) filter: FrontDeskParcelFilter | null, @Ctx() { services, viewer }: RequestContext): Promise<ParcelView[]> {
    return readWithRetry(() => services.parcels.list(viewer, { ...filter }));
  }

  @Authorized(...FRONT_DESK_ROLES)
  @Mutation(() => ParcelType, { description: "Front desk: hands a parcel over on the student's QR token or typed code; once, at the parcel's own hostel" })
  collectParcel(@Arg('code', () => String, { description: "The QR code's text (the token) or the typed code" }) code: string, @Ctx() { services, viewer }: RequestContext): Promise<ParcelView> {
    return services.parcelCollection.collect(viewer, code);
  }

  @Authorized(...FRONT_DESK_ROLES)
  @Mutation(() => ParcelType, { description: "Front desk: returns a waiting parcel to sender, once the office's period (parcelSettings) has passed since it arrived" })
  returnParcel(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<ParcelView> {
    return services.parcelOffice.returnToSender(viewer, id);
  }

  @Authorized(...FRONT_DESK_ROLES)
  @Query(() => ParcelSettingsType, { description: "The office's parcel settings" })
  parcelSettings(@Ctx() { services, viewer }: RequestContext): Promise<ParcelSettingsView> {
    return readWithRetry(() => services.parcelOffice.settings(viewer));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => ParcelSettingsType, { description: 'Admin: days a parcel waits before the desk may return it to sender (1 to 90)' })
  setParcelReturnDays(@Arg('days', () => Int) days: number, @Ctx() { services, viewer }: RequestContext): Promise<ParcelSettingsView> {
    return services.parcelOffice.setReturnDays(viewer, days);
  }

  @Subscription(() => ID, {
    description: 'The id of a parcel that changed, for its student and the desk of its hostel: re-query myParcels or frontDeskParcels. Reconnecting clients re-query.',
    subscribe: ({ context }: SubscribeResolverData<unknown, object, RequestContext>) => {
      const viewer = requireViewer(context.viewer);
      return filter((c: ParcelChange) => maySee(viewer, c))(context.bus.subscribe('PARCELS'));
    },
  })
  parcelChanged(@Root() change: ParcelChange): string {
    return change.parcelId;
  }
}
