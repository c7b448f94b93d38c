import { Navigate, useLocation } from 'react-router-dom';
import { withSiteXid } from './siteXid';

export function RedirectKeepingSiteXid({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={withSiteXid(to, search)} replace />;
}
