import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './routes.tsx';

/** The app: its routes. The design system is not here: the pages drawn with Chakra load it (web/components/design-system/styled-scope.tsx). */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
