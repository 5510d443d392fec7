import { useNavigate } from 'react-router-dom';
import { AuthNavigation } from './AuthLink';
import { SignInPage } from './SignInPage';

/** The sign-in page as a route of the loaded application: its links move through the router. */
export function RoutedSignInPage() {
  const navigate = useNavigate();
  return (
    <AuthNavigation.Provider value={navigate}>
      <SignInPage />
    </AuthNavigation.Provider>
  );
}
