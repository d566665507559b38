import type { RouteObject } from 'react-router-dom';
import { createBackOfficeRoutes } from './back-office-routes';

/** The customer portal (VITE_MODULE=customer): the shared shell; its screens arrive later. */
export const routes: RouteObject[] = createBackOfficeRoutes();
