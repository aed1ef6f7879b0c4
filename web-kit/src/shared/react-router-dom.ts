/**
 * The part of react-router that the apps use, and all that the shell provides as the shared
 * `react-router` singleton (see scripts/shared.ts). A shared module is never tree-shaken, so
 * sharing the package itself sent its data router, server and framework code to every first
 * screen; webpack shakes the package inside this list instead. Lint allows app code only these
 * names, and `promote` refuses a remote built against a list the running shell lacks.
 * Declarative routing only: no data router (loaders, actions, errorElement).
 */
export { BrowserRouter, Link, NavLink, Navigate, Outlet, Route, Routes, useLocation, useNavigate, useParams, useRoutes, useSearchParams } from 'react-router';
export type { RouteObject } from 'react-router';
