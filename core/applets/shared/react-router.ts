// What remote applets get for 'react-router' and 'react-router-dom' from the share scope
// (webpack.config.ts provides this file under both keys). Remotes render inside the
// console's router, so they get its components, hooks and path helpers — the very same
// module instances the console uses — but no routers of their own and no server APIs.
// A subset, not `export *`: react-router keeps its code in one module, and providing every
// export would put all of it (~60 KB gzip) in the console's start-up chunks.
export {
  Link,
  NavLink,
  Navigate,
  NavigationType,
  Outlet,
  Route,
  Routes,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  isRouteErrorResponse,
  matchPath,
  matchRoutes,
  parsePath,
  resolvePath,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useMatches,
  useNavigate,
  useNavigation,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRouteError,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
