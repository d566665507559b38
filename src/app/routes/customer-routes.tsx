import type { RouteObject } from 'react-router-dom';
import { createBackOfficeRoutes } from './back-office-routes';

/** The customer portal (VITE_MODULE=customer). */
export const routes: RouteObject[] = createBackOfficeRoutes();
