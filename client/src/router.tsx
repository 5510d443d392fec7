import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';

/** The staff application's sections, each loaded only when visited. */
const SECTIONS = [
  { path: 'usuarios', titleKey: 'shell.nav.users' },
  { path: 'guias-turismo', titleKey: 'shell.nav.guides' },
  { path: 'agencias-viaje', titleKey: 'shell.nav.travelAgencies' },
  { path: 'hospedajes', titleKey: 'shell.nav.lodgings' },
  { path: 'policias/lista', titleKey: 'shell.nav.police' },
  { path: 'policias/jurisdiccion', titleKey: 'shell.nav.jurisdictions' },
] as const;

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
      ...SECTIONS.map(({ path, titleKey }) => ({ path, lazy: placeholder(titleKey) })),
    ],
  },
  { path: '*', element: <Navigate to="/sign-in" replace /> },
];

export const router = createBrowserRouter(routes);
