// Session settings every ClickHouse transport runs with, so the same SQL means the same
// thing embedded and on a server: standard NULLs for LEFT JOIN misses and rolled-up keys
// (the compiler's grouping sets rely on it), UTC for every time function, and plain JSON
// numbers (the store converts 64-bit integers itself).
export const CLICKHOUSE_SETTINGS = {
  join_use_nulls: 1,
  group_by_use_nulls: 1,
  session_timezone: 'UTC',
  output_format_json_quote_64bit_integers: 0,
  output_format_json_quote_denormals: 0,
  // DELETE of a failed top-up's rows must be gone before the next insert.
  mutations_sync: '2',
} as const;
