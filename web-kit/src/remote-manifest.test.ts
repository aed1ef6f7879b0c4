import { earlyRequests, navEntries, readRoutes, routeFor, type RemoteManifest } from './remote-manifest';

const student: RemoteManifest = {
  name: 'mf_student',
  area: 'Student',
  routes: [
    { path: '/', match: 'exact', guard: 'session', title: 'Dashboard', frame: 'student', nav: { label: 'Dashboard', icon: 'D', order: 10 } },
    { path: '/review', match: 'exact', guard: 'public', title: 'Review', frame: 'student' },
    { path: '/', match: 'prefix', guard: 'session', title: 'Page not found', frame: 'student' },
  ],
};
const rooms: RemoteManifest = {
  name: 'mf_rooms',
  area: 'Rooms',
  routes: [{ path: '/allotment', match: 'prefix', guard: 'session', title: 'Rooms', frame: 'student', nav: { label: 'Rooms', icon: 'R', order: 5 } }],
};

describe('which remote owns a path', () => {
  it('an exact path first, then the longest prefix, whatever order the remotes come in', () => {
    for (const remotes of [[student, rooms], [rooms, student]]) {
      expect(routeFor('/', remotes)?.route.title).toBe('Dashboard');
      expect(routeFor('/review', remotes)?.route.guard).toBe('public');
      expect(routeFor('/allotmentZZ-9', remotes)?.remote.name).toBe('mf_rooms'); // a hostel nobody listed
      expect(routeFor('/no/such/page', remotes)?.route.title).toBe('Page not found');
    }
    expect(routeFor('/allotmentGH-1', [student])?.remote.name).toBe('mf_student');
    expect(routeFor('/x', [])).toBeUndefined();
  });

  it('collects the navigation from every remote, in order', () => {
    expect(navEntries([student, rooms]).map((e) => e.label)).toEqual(['Rooms', 'Dashboard']);
  });

  it('drops malformed routes from an untrusted list', () => {
    const routes = readRoutes([student.routes[0], { path: 'no-slash', match: 'exact', guard: 'session', title: 'x', frame: 'student' }, { ...student.routes[1], guard: 7 }, null, 7]);
    expect(routes).toEqual([student.routes[0]]);
    expect(readRoutes('nope')).toEqual([]);
  });

  it('keeps a role guard and its refusal; reads a guard it does not know as the strictest, not as a shorter prefix', () => {
    const admin = { path: '/adminpage', match: 'prefix', guard: 'admin', title: 'Admin', frame: 'own' } as const;
    const staff = { path: '/adminpage/staff', match: 'prefix', guard: 'office-admin', title: 'Staff', frame: 'own', refusal: 'Only an administrator can manage staff.' } as const;
    const future = { path: '/adminpage/future', match: 'prefix', guard: 'hostel-manager', title: 'Future', frame: 'own', refusal: 42 };
    const routes = readRoutes([admin, staff, future]);
    // The number is no sentence: dropped, so the general one is said.
    expect(routes).toEqual([admin, staff, { path: '/adminpage/future', match: 'prefix', guard: 'office-admin', title: 'Future', frame: 'own' }]);
    expect(routes[2]).not.toHaveProperty('refusal');
    const remotes = [{ name: 'mf_admin', area: 'Admin', routes }];
    expect(routeFor('/adminpage/staff', remotes)?.route).toMatchObject({ guard: 'office-admin', refusal: 'Only an administrator can manage staff.' });
    expect(routeFor('/adminpage/future', remotes)?.route.guard).toBe('office-admin');
    expect(routeFor('/adminpage/dashboard', remotes)?.route.guard).toBe('admin');
  });
});

describe("a route's early queries", () => {
  const grid = {
    ...rooms.routes[0]!,
    early: [
      { operationName: 'RoomGridContext', query: 'query RoomGridContext { me { id } }' },
      { operationName: 'RoomGridRooms', query: 'query RoomGridRooms($hostel: String!, $first: Int) { rooms(hostel: $hostel) { id } }', variables: { hostel: { fromPath: 'rest' as const }, first: 60 } },
    ],
  };

  it('are asked with the rest of the path, decoded, as the variable the route names', () => {
    expect(earlyRequests(grid, '/allotmentGH-1/')).toEqual([
      { operationName: 'RoomGridContext', query: grid.early[0]!.query, variables: {} },
      { operationName: 'RoomGridRooms', query: grid.early[1]!.query, variables: { hostel: 'GH-1', first: 60 } },
    ]);
    expect(earlyRequests(grid, '/allotment%20BH%2D2')[1]?.variables).toEqual({ hostel: ' BH-2', first: 60 });
    // A path that does not decode asks nothing that needs it.
    expect(earlyRequests(grid, '/allotment%E0%A4')).toEqual([{ operationName: 'RoomGridContext', query: grid.early[0]!.query, variables: {} }]);
    expect(earlyRequests(student.routes[0]!, '/')).toEqual([]);
  });

  it('keep only well-formed entries from an untrusted list', () => {
    const [route] = readRoutes([{ ...grid, early: [...grid.early, { operationName: 'X' }, { operationName: 'Y', query: 'q', variables: { a: { fromPath: 'all' } } }, 'nope'] }]);
    expect(route?.early).toEqual(grid.early);
    expect(readRoutes([{ ...grid, early: 'nope' }])[0]?.early).toEqual([]);
  });
});
