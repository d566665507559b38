// The signed-in back-office, a chunk of its own (./back-office-app loads it): the texts of every
// back-office screen, TanStack Query and toasts, the data router and the module's route tree.
import 'src/lib/i18n-back-office';
import 'src/locales/mui-texts-back-office';
import { use } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter, type AppDataRouter } from './create-app-router';
import { DataProviders } from './data-providers';
import { loadRouteTree } from './route-tree';

// One router per page load: once signed in, the app stays (a sign-out shows the sign-in page of
// this tree). Made when the app first renders, so it starts at the address the signed-out pages
// left it at.
let appRouter: Promise<AppDataRouter> | undefined;

function SignedInRouter() {
  appRouter ??= loadRouteTree().then(({ routes }) => createAppRouter(routes));
  return <RouterProvider router={use(appRouter)} />;
}

export default function SignedInApp() {
  return (
    <DataProviders>
      <SignedInRouter />
    </DataProviders>
  );
}
