// The input slots of a GET request: each path parameter the route pattern names and each
// query parameter of a valid request. The read fuzz suite puts hostile text into one slot at a
// time, so a route's probes follow from its pattern and its matrix entry alone.

export interface Slot {
  name: string;
  /** The request's path and query with this slot's value replaced by `value` (already URL-encoded). */
  fill: (value: string) => string;
}

/** `path` ("/api2/recommendation/abc/versions?site=x") read against `pattern` ("/api2/recommendation/:id/versions"). */
export function urlSlots(pattern: string, path: string): Slot[] {
  const [pathname, query = ''] = path.split(/\?(.*)/s, 2);
  const segments = pathname.split('/');
  const names = pattern.split('/');
  const pairs = query ? query.split('&') : [];
  const rebuild = (segs: string[], qs: string[]) => segs.join('/') + (qs.length ? `?${qs.join('&')}` : '');
  const params = names.flatMap((name, i) =>
    name.startsWith(':') && i < segments.length
      ? [{ name: `path ${name}`, fill: (value: string) => rebuild(segments.map((s, j) => (j === i ? value : s)), pairs) }]
      : [],
  );
  const queries = pairs.map((pair, i) => {
    const key = pair.split('=')[0];
    return { name: `query ${decodeURIComponent(key)}`, fill: (value: string) => rebuild(segments, pairs.map((p, j) => (j === i ? `${key}=${value}` : p))) };
  });
  // A route that reads no query at all still gets one: it must ignore or refuse it, never fail on it.
  const extra = { name: 'an unexpected query parameter', fill: (value: string) => rebuild(segments, [...pairs, `fuzz=${value}`]) };
  return [...params, ...queries, extra];
}
