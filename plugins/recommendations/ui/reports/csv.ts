// The file name of a Reports section's CSV export (the CSV itself comes from the SDK).

/** 'recommendation-reports-sales-2026-10-29-2026-11-25.csv' */
export const csvName = (section: string, from: string, to: string) => `recommendation-reports-${section}-${from}-${to}.csv`;
