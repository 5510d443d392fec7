import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { SECTIONS } from './shell/sections';

const placeholder =
  (titleKey: string): RouteObject['lazy'] =>
  async () => {
    const { SectionPlaceholder } = await import('./shell/SectionPlaceholder');
    return { element: <SectionPlaceholder titleKey={titleKey} /> };
  };

export const routes: RouteObject[] = [
  {
    path: 'sign-in',
    lazy: async () => ({ Component: (await import('./areas/auth/SignInPage')).SignInPage }),
  },
  { path: 'auth/sign-in', element: <Navigate to="/sign-in" replace /> },
  { path: 'sign-out', element: <Navigate to="/sign-in" replace /> },
  {
    path: 'admin',
    lazy: async () => ({ Component: (await import('./shell/AdminLayout')).AdminLayout }),
    children: [
      { index: true, element: <Navigate to="example" replace /> },
      {
        path: 'example',
        lazy: async () => ({
          Component: (await import('./areas/example/ExamplePage')).ExamplePage,
        }),
      },
      ...SECTIONS.filter(({ path }) => path !== 'example').map(({ path, titleKey }) => ({
        path,
        lazy: placeholder(titleKey),
      })),
    ],
  },
  { path: '*', element: <Navigate to="/sign-in" replace /> },
];

export const router = createBrowserRouter(routes);
