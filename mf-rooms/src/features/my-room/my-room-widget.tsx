import { MyRoomCard } from './my-room-card';
import { useMyRoomState } from './use-my-room-state';

/** 'My room' on its own, live: what other remotes show (mf-student's profile loads it at run time). */
export function MyRoomWidget() {
  const { data, error } = useMyRoomState();
  return <MyRoomCard data={data} error={error} />;
}
