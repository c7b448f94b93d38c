/**
 * The editor's address (spec 2): {channel}/recommend-edit with pl (the page place), id (the
 * recommendation, or 'global') and external.
 */
export function editorPath(channel: 'online' | 'email', place: string, id: string, external?: string): string {
  const query = new URLSearchParams({ pl: place, id });
  if (external) query.set('external', external);
  return `${channel}/recommend-edit?${query.toString()}`;
}
