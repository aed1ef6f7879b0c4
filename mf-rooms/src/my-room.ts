// What mf-rooms exposes as `./my-room`: the live 'My room' card, for other remotes to show
// through the shell (ui's RemoteWidget), without importing this remote.
import { MyRoomWidget } from './features/my-room/my-room-widget';

export default MyRoomWidget;
