/**
 * The waiting room's front door (docs/decisions.md "A waiting room for on-sale moments"): the gate in
 * front of the checkout and the waiting page's call, the admission worker, and staff's switch of an
 * event's room. Other modules and code outside `modules/` import this file only.
 */
export { waitingRoomRoutes, waitsInRoom } from './waiting-room.routes';
export {
  admitWaiting,
  startAdmissionWorker,
  switchEventRoom,
  RoomView,
  LOAD_ROOM,
  ROOM_COOKIE,
} from './waiting-room.service';
