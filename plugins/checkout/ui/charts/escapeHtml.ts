const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Highcharts renders labels and tooltips as (filtered) markup. Group keys come from shoppers'
 * sessions (UTM sources, experience names), so they are escaped to show as text.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}
