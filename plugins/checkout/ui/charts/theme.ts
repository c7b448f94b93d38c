// Chart colours for Blueprint's light and dark themes. Highcharts draws SVG with literal colours,
// so it cannot follow Blueprint's CSS: the chart reads the theme (useDarkTheme) and gets a palette.
import { Classes, Colors } from '@blueprintjs/core';

export interface ChartPalette {
  readonly dark: boolean;
  readonly text: string;
  readonly mutedText: string;
  readonly grid: string;
  readonly axisLine: string;
  readonly tooltipBackground: string;
  readonly primary: string;
  /** The comparison series: same hue family, dashed, so it reads as "the reference". */
  readonly compare: string;
  readonly mapEmpty: string;
  readonly mapBorder: string;
  readonly mapLow: string;
  readonly mapHigh: string;
  /**
   * Buttons Highcharts draws itself (the map's zoom buttons): its own defaults follow the
   * operating system's colour scheme, not Blueprint's, so they are given Blueprint's button colours.
   */
  readonly buttonFill: string;
  readonly buttonHoverFill: string;
  readonly buttonBorder: string;
  readonly buttonText: string;
  readonly pie: readonly string[];
}

export const LIGHT_PALETTE: ChartPalette = {
  dark: false,
  text: Colors.DARK_GRAY1,
  mutedText: Colors.GRAY1,
  grid: Colors.LIGHT_GRAY3,
  axisLine: Colors.GRAY4,
  tooltipBackground: Colors.WHITE,
  primary: Colors.BLUE3,
  compare: Colors.GRAY1,
  mapEmpty: Colors.LIGHT_GRAY3,
  mapBorder: Colors.WHITE,
  mapLow: Colors.BLUE5,
  mapHigh: Colors.BLUE1,
  buttonFill: Colors.LIGHT_GRAY5,
  buttonHoverFill: Colors.LIGHT_GRAY4,
  buttonBorder: Colors.GRAY4,
  buttonText: Colors.DARK_GRAY1,
  pie: [Colors.BLUE3, Colors.TURQUOISE3, Colors.GOLD3, Colors.VIOLET3, Colors.ORANGE3, Colors.GREEN3, Colors.ROSE3, Colors.SEPIA3, Colors.LIME3, Colors.INDIGO3],
};

export const DARK_PALETTE: ChartPalette = {
  dark: true,
  text: Colors.LIGHT_GRAY5,
  mutedText: Colors.GRAY4,
  grid: Colors.DARK_GRAY5,
  axisLine: Colors.GRAY1,
  tooltipBackground: Colors.DARK_GRAY3,
  primary: Colors.BLUE5,
  compare: Colors.GRAY4,
  mapEmpty: Colors.DARK_GRAY5,
  mapBorder: Colors.DARK_GRAY2,
  mapLow: Colors.BLUE1,
  mapHigh: Colors.BLUE5,
  buttonFill: Colors.DARK_GRAY5,
  buttonHoverFill: Colors.DARK_GRAY4,
  buttonBorder: Colors.GRAY1,
  buttonText: Colors.LIGHT_GRAY5,
  pie: [Colors.BLUE5, Colors.TURQUOISE5, Colors.GOLD5, Colors.VIOLET5, Colors.ORANGE5, Colors.GREEN5, Colors.ROSE5, Colors.SEPIA5, Colors.LIME5, Colors.INDIGO5],
};

export function paletteFor(dark: boolean): ChartPalette {
  return dark ? DARK_PALETTE : LIGHT_PALETTE;
}

/** Whether Blueprint's dark theme (Classes.DARK on the element or an ancestor) applies. */
export function isDarkElement(element: Element | null | undefined): boolean {
  return !!element?.closest(`.${Classes.DARK}`);
}
