/**
 * The part of react-router-dom (the design card's router package; in v7 it re-exports
 * react-router) that the apps use, and all that the shell provides as the shared
 * `react-router-dom` singleton (see scripts/shared.ts). A shared module is never tree-shaken, so
 * sharing the package itself sent its data router, server and framework code to every first
 * screen; webpack shakes the package inside this list instead. Naming each export here is also
 * what keeps a production build whole: sharing react-router-dom itself, whose entry is
 * `export * from 'react-router'`, once left NavLink undefined in a remote (87c9b93), where this
 * list makes webpack resolve every name through the star. Lint allows app code only these
 * names, and `promote` refuses a remote built against a list the running shell lacks.
 * Declarative routing only: no data router (loaders, actions, errorElement).
 */
export { BrowserRouter, Link, NavLink, Navigate, Outlet, Route, Routes, useLocation, useNavigate, useParams, useRoutes, useSearchParams } from 'react-router-dom';
export type { RouteObject } from 'react-router-dom';
