import type { FilterQuery, RequiredEntityData } from '@mikro-orm/core';
import type { ActivityLog } from '../../core/activity-log.js';
import { Activity } from './activity.entity.js';
import { toActivityView } from './activity.service.js';

/** The activity log the outpass and booking modules write through (core/activity-log.ts). */
export const activityLog: ActivityLog = {
  add(em, input) {
    // The ORM takes an entity, a reference or an id for each relation: as the caller holds it
    // (the core interface cannot name the other modules' entities: that is its point).
    const activity = em.create(Activity, input as unknown as RequiredEntityData<Activity>);
    return { view: () => toActivityView(activity) };
  },
  async resolve(em, about) {
    if (!about.outpassId && !about.roomRequestId) throw new Error('an activity to resolve is about an outpass or a room request');
    const where: FilterQuery<Activity> = {
      ...(about.outpassId ? { outpass: about.outpassId } : {}),
      ...(about.roomRequestId ? { roomRequest: about.roomRequestId } : {}),
      ...(about.type ? { type: about.type } : {}),
      ...(about.unresolvedOnly ? { resolved: false } : {}),
    };
    const activity = await em.findOne(Activity, where);
    if (!activity) return null;
    activity.resolved = true;
    return { view: () => toActivityView(activity) };
  },
};
