import type { RouteObject } from 'react-router-dom';
import { createBackOfficeRoutes } from './back-office-routes';

/** The administrator back-office (VITE_MODULE=admin). */
export const routes: RouteObject[] = createBackOfficeRoutes();
