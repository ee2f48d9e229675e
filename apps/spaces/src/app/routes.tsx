import { Suspense, lazy } from 'react';
import type { RouteObject } from 'react-router';
import { LandingRoute } from '../features/landing';
import { BoardRoute } from '../features/board';
import { NotFoundRoute } from '../features/not-found';

// The request form is a page of its own, seldom opened: its chunk loads when a visitor goes there.
const IntakeRoute = lazy(() => import('../features/intake').then((m) => ({ default: m.IntakeRoute })));

/** The viewer's routes, relative to the basename /spaces. */
export const spacesRoutes: RouteObject[] = [
  { path: '/', element: <LandingRoute /> },
  { path: '/issues/:anchor', element: <BoardRoute /> },
  { path: '/issues/:anchor/intake', element: <Suspense fallback={null}><IntakeRoute /></Suspense> },
  { path: '*', element: <NotFoundRoute /> },
];
