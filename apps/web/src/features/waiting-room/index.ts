/** The waiting room's page: one lazy chunk, never loaded by the home page. */
export { WaitingRoomScreen } from './waiting-room-screen';
