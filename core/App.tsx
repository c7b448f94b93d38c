import { BlueprintProvider } from '@blueprintjs/core';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './routing/AppRoutes';
import { SessionProvider } from './session/SessionProvider';

export function App() {
  return (
    <BlueprintProvider>
      <BrowserRouter>
        <SessionProvider>
          <AppRoutes />
        </SessionProvider>
      </BrowserRouter>
    </BlueprintProvider>
  );
}
