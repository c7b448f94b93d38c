/**
 * The font list of spec 2 ("system mono, sans-serif, serif and many web fonts"). Values are
 * CSS font-family stacks, so a font the shop does not load still falls back sensibly.
 */
export interface FontChoice {
  label: string;
  value: string;
}

const stack = (name: string, generic: string): FontChoice => ({ label: name, value: `'${name}', ${generic}` });

export const FONT_GROUPS: ReadonlyArray<{ label: string; fonts: FontChoice[] }> = [
  {
    label: 'System',
    fonts: [
      { label: 'System Sans-Serif', value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
      { label: 'System Serif', value: "ui-serif, Georgia, Cambria, 'Times New Roman', serif" },
      { label: 'System Mono', value: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace" },
      { label: 'Inherit From Theme', value: 'inherit' },
    ],
  },
  {
    label: 'Sans-Serif',
    fonts: ['Arial', 'Helvetica', 'Verdana', 'Tahoma', 'Trebuchet MS', 'Inter', 'Roboto', 'Open Sans', 'Lato', 'Montserrat', 'Poppins', 'Nunito', 'Nunito Sans', 'Raleway', 'Source Sans 3', 'Work Sans', 'Rubik', 'Karla', 'DM Sans', 'Mulish', 'Manrope', 'Figtree', 'Outfit', 'Barlow', 'Josefin Sans', 'Oswald', 'PT Sans', 'Noto Sans', 'Ubuntu', 'Quicksand', 'Cabin', 'Archivo', 'Assistant', 'Heebo', 'Hind', 'Jost', 'Kanit', 'Oxygen', 'Titillium Web', 'Fira Sans', 'IBM Plex Sans', 'Space Grotesk', 'Plus Jakarta Sans'].map((f) => stack(f, 'sans-serif')),
  },
  {
    label: 'Serif',
    fonts: ['Georgia', 'Times New Roman', 'Playfair Display', 'Merriweather', 'Lora', 'PT Serif', 'Libre Baskerville', 'EB Garamond', 'Cormorant Garamond', 'Crimson Text', 'Noto Serif', 'Source Serif 4', 'Bitter', 'Arvo', 'Domine', 'Spectral', 'Vollkorn', 'Zilla Slab', 'Roboto Slab', 'DM Serif Display', 'Abril Fatface', 'Prata', 'Cardo', 'Old Standard TT'].map((f) => stack(f, 'serif')),
  },
  {
    label: 'Monospace',
    fonts: ['Courier New', 'Roboto Mono', 'Source Code Pro', 'Fira Code', 'JetBrains Mono', 'IBM Plex Mono', 'Space Mono', 'Inconsolata'].map((f) => stack(f, 'monospace')),
  },
  {
    label: 'Display',
    fonts: ['Bebas Neue', 'Anton', 'Lobster', 'Pacifico', 'Dancing Script', 'Caveat', 'Righteous', 'Permanent Marker', 'Satisfy', 'Great Vibes'].map((f) => stack(f, 'cursive')),
  },
];

export const ALL_FONTS: FontChoice[] = FONT_GROUPS.flatMap((g) => g.fonts);
