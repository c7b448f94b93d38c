/** Spec 2: axis labels longer than 12 characters are cut to 10 plus an ellipsis. */
export const AXIS_LABEL_MAX = 12;
export const AXIS_LABEL_KEEP = 10;

export function axisLabel(text: string): string {
  const chars = Array.from(text);
  return chars.length > AXIS_LABEL_MAX ? `${chars.slice(0, AXIS_LABEL_KEEP).join('')}…` : text;
}
