interface QueryResult {
  data?: unknown;
  errors?: { path?: readonly (string | number)[] }[];
}

/**
 * Whether a page or static query result is broken: it has an error whose
 * field is still null in its data (a GraphQL error nulls its field, or the
 * nearest nullable field above it). Gatsby's develop runtime merges a page's
 * new data into the old result and keeps the old `errors` beside data that no
 * longer has them; those do not count. An error without a path always does.
 */
export function isBroken(result: unknown): boolean {
  const { data, errors } = (result ?? {}) as QueryResult;
  if (!Array.isArray(errors)) return false;
  return errors.some((error) => {
    if (!Array.isArray(error?.path) || !error.path.length) return true;
    let value: unknown = data;
    for (const key of error.path) {
      if (value === null || value === undefined) return true;
      value = (value as Record<string | number, unknown>)[key];
    }
    return value === null || value === undefined;
  });
}
