import type { Location } from 'react-router-dom';
import { SITE_XID_PARAM } from '../routing/siteXid';

/** The part of a location that decides whether a navigation leaves a form. */
export type RouteLocation = Pick<Location, 'pathname' | 'search'>;

/** Whether navigating `from` → `to` leaves the form that registered it (and so must ask first). */
export type LeaveTest = (from: RouteLocation, to: RouteLocation) => boolean;

/** Moving to another page or another site leaves a form; opening a dialog (?settings=) does not. */
export const leavesPage: LeaveTest = (from, to) => {
  if (from.pathname !== to.pathname) return true;
  const site = (search: string) => new URLSearchParams(search).get(SITE_XID_PARAM);
  return site(from.search) !== site(to.search);
};

/**
 * For a form inside a dialog whose open state is the query parameter `param`: leaving the page,
 * and also closing the dialog or moving it elsewhere (the parameter removed or changed).
 */
export function leavesPageOrDialog(param: string): LeaveTest {
  const value = (search: string) => new URLSearchParams(search).get(param);
  return (from, to) => leavesPage(from, to) || value(from.search) !== value(to.search);
}
