import type { Mock } from 'web-kit/testing';
import { MY_VISITS, VISITOR_RULES, type Visit, type VisitorRules } from '../features/visitors/visitors.operations';

type Typed = Visit & { __typename: 'Visit' };

const MINUTE = 60 * 1000;
/** A moment `minutes` from now (negative: before now), as the gateway writes it. */
export const minutesFromNow = (minutes: number): string => new Date(Date.now() + minutes * MINUTE).toISOString();

/** A QR code as the gateway draws one (markup the page must never inject). */
export const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M1 1h7v7H1z"/></svg>';

/** The typed code of every pass here. */
export const PASS_CODE = '7KQ2M-XD4TP';

/**
 * A visit as the page selects it: Sunita Rao, the student's mother, expected at BH-1 on
 * 14 Mar 2099 from 10:00 to 12:00, with her pass. A visit in any other state carries no pass, as
 * the gateway sends them.
 */
export const visit = (id: string, over: Partial<Visit> = {}): Typed => {
  const status = over.status ?? 'EXPECTED';
  const walkIn = over.walkIn ?? false;
  const pass = { __typename: 'VisitPass' as const, code: PASS_CODE, qrSvg: QR_SVG };
  return {
    __typename: 'Visit',
    id,
    status,
    hostelName: 'BH-1',
    visitorName: 'Sunita Rao',
    visitorPhone: '+91 98450 12345',
    relation: 'Mother',
    day: '2099-03-14',
    expectedFrom: '10:00',
    expectedTo: '12:00',
    overnight: false,
    walkIn,
    commonRoomOnly: false,
    askExpiresAt: null,
    decidedByName: null,
    decisionNote: null,
    signedInAt: null,
    signedOutAt: null,
    overstayed: false,
    canCancel: status === 'EXPECTED' || status === 'PENDING_APPROVAL',
    pass: status === 'EXPECTED' && !walkIn ? pass : null,
    ...over,
  };
};

/** A walk-in the desk asks about now: Arjun Mehta, a friend, with `minutesLeft` to answer. */
export const walkIn = (id: string, minutesLeft = 10, over: Partial<Visit> = {}): Typed =>
  visit(id, { status: 'ASKING', walkIn: true, visitorName: 'Arjun Mehta', relation: 'Friend', visitorPhone: '98450 67890', askExpiresAt: minutesFromNow(minutesLeft), ...over });

/** The list's answer, newest first. */
export const myVisits = (visits: Visit[]): Mock => ({ request: { query: MY_VISITS }, result: { data: { myVisits: visits } } });

/**
 * BH-1's rules: 09:00-20:00 every day but Sunday, 10:00-18:00 then; 2 at once; the common room for
 * another gender; an overnight guest approved by a warden. Null: the student holds no bed.
 */
export const visitorRules = (over: Partial<VisitorRules> | null = {}): Mock => {
  const day = { __typename: 'VisitingHours' as const, from: '09:00', to: '20:00' };
  const rules = over && {
    __typename: 'VisitorRules' as const,
    hostelId: 'hostel-bh1',
    hostelName: 'BH-1',
    hours: [{ ...day, from: '10:00', to: '18:00' }, day, day, day, day, day, day],
    maxAtOnce: 2,
    otherGenderCommonRoom: true,
    overnightNeedsApproval: true,
    overnightLeaveBy: '11:00',
    ...over,
  };
  return { request: { query: VISITOR_RULES }, result: { data: { visitorRules: rules } } };
};
