import type { RouteObject } from 'react-router-dom';

/** Every route is its own lazy chunk so the landing route stays lean. */
export const routes: RouteObject[] = [
  {
    path: '/',
    lazy: async () => ({
      Component: (await import('@/screens/public/LandingScreen')).LandingScreen,
    }),
  },
  {
    path: '*',
    lazy: async () => ({
      Component: (await import('@/screens/public/NotFoundScreen')).NotFoundScreen,
    }),
  },
];
