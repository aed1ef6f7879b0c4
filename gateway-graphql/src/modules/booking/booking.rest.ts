import type { Router } from 'express';
import { ctxOf, rest } from '../../http/rest-context.js';
import type { RequestContext } from '../../core/request-context.js';
import type { RoomRef } from './booking.rules.js';

/** The spec's payloads name a room by `_id`, or by `hostel` and `roomNumber`. */
const roomRef = (payload: unknown): RoomRef => {
  const body = (payload ?? {}) as Record<string, unknown>;
  return { roomId: body._id ?? body.roomId, hostel: body.hostel, roomNumber: body.roomNumber, studentId: body.studentId };
};

/**
 * `POST /bookroom/room`: a bed taken (or the same booking asked again), answered 201 with these
 * words. The route below and the booking lane before Express (http/booking-lane.ts) both call it.
 */
export async function bookRoom({ services, viewer }: RequestContext, body: unknown, idempotencyKey: string | undefined) {
  const { room, bed } = await services.booking.bookInstant(viewer, roomRef(body), idempotencyKey);
  return { message: `Room ${room.number} has been booked successfully!`, roomId: room.id, roomNumber: room.number, hostel: room.hostelName, bed };
}

/** Booking (girls' screens), requests (boys' screens) and the admin's room-request screens. */
export function bookingRoutes(router: Router): void {

  router.post('/bookroom/room', async (req, res) => {
    res.status(201).json(await bookRoom(ctxOf(res), req.body, req.get('Idempotency-Key')));
  });

  router.post('/bookroom/req', async (req, res) => {
    const { services, viewer } = ctxOf(res);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const request = await services.booking.requestRoom(viewer, roomRef(req.body), { roommateName: body.roommateName, roomieRollNumber: body.roomieRollNumber }, req.get('Idempotency-Key'));
    const message = request.roommate ? 'Roommate request has been sent successfully!' : `Room ${request.room.number}'s request has been sent!`;
    res.status(201).json({ message, request: rest.roomRequest(request) });
  });

  router.get('/roomrequests/fetch', async (_req, res) => {
    const { services, viewer } = ctxOf(res);
    res.json((await services.roomRequests.pending(viewer)).map(rest.roomRequest));
  });

  router.get('/roomrequests/requestdetails/:id', async (req, res) => {
    const { services, viewer } = ctxOf(res);
    res.json(rest.roomRequest(await services.roomRequests.details(viewer, String(req.params.id))));
  });

  router.post('/roomrequests/update/:id', async (req, res) => {
    const { services, viewer } = ctxOf(res);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const request = await services.roomRequests.decide(viewer, String(req.params.id), body.update, body.reason, req.get('Idempotency-Key'));
    res.json({ message: `Request ${request.status.toLowerCase()}.`, request: rest.roomRequest(request) });
  });

}
