/** NaN never crosses the wire (CONTRACT.md §5): every number leaves through here. */
export function num(value: number | undefined | null): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
