import { Colors } from '@blueprintjs/core';
import type { Theme } from 'sdk';

/** Text, grid and track colours for Highcharts: its defaults are dark-on-white only. */
export function chartColours(theme: Theme) {
  const dark = theme === 'dark';
  return {
    text: dark ? Colors.LIGHT_GRAY5 : Colors.DARK_GRAY1,
    muted: dark ? Colors.GRAY4 : Colors.GRAY1,
    grid: dark ? Colors.DARK_GRAY5 : Colors.LIGHT_GRAY3,
    track: dark ? Colors.DARK_GRAY4 : Colors.LIGHT_GRAY4,
    series: dark ? Colors.BLUE5 : Colors.BLUE3,
    tooltipBg: dark ? Colors.DARK_GRAY2 : Colors.WHITE,
  };
}
