import { Icons } from '@blueprintjs/icons';

/**
 * Blueprint loads icon paths asynchronously and re-renders when they arrive, which React
 * reports as an update outside act(). Loading the icons the charts draw up front avoids that.
 */
export function preloadChartIcons(): Promise<void> {
  return Icons.load(['error', 'time'], 16);
}
