// The before / after values of an audit entry as rows to show side by side: nested records are
// read field by field (address.provinceCode), lists and scalars whole.

/** One field of the comparison; `before` / `after` are undefined where that side lacks it. */
export interface ValueRow {
  /** Dotted path of the field: customerName, address.provinceCode … ('' for a value that is no record). */
  path: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A record's fields as path → value (nested records flattened; lists and scalars kept whole). */
function fieldsOf(value: unknown, prefix = ''): Map<string, unknown> {
  const fields = new Map<string, unknown>();
  if (!isRecord(value)) {
    if (value !== null && value !== undefined) fields.set(prefix, value);
    return fields;
  }
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isRecord(inner) && Object.keys(inner).length > 0) {
      for (const [innerPath, innerValue] of fieldsOf(inner, path)) fields.set(innerPath, innerValue);
    } else {
      fields.set(path, inner);
    }
  }
  return fields;
}

/** Two recorded values are the same when their JSON is (key order aside for records). */
function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(normalised(a)) === JSON.stringify(normalised(b));
}
function normalised(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalised);
  if (!isRecord(value)) return value ?? null;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, normalised(value[key])]),
  );
}

/**
 * The fields of `before` and `after` in one list: the order of `after` (then what only `before`
 * has), each marked changed when the two sides differ — a field only one side has counts as a
 * change when the other side recorded something at all (a sign-in's reason has no "before").
 */
export function compareValues(before: unknown, after: unknown): ValueRow[] {
  const beforeFields = fieldsOf(before);
  const afterFields = fieldsOf(after);
  const paths = [...new Set([...afterFields.keys(), ...beforeFields.keys()])];
  const bothSides = beforeFields.size > 0 && afterFields.size > 0;
  return paths.map((path) => {
    const old = beforeFields.get(path);
    const now = afterFields.get(path);
    const inBoth = beforeFields.has(path) && afterFields.has(path);
    return {
      path,
      before: old,
      after: now,
      changed: inBoth ? !same(old, now) : bothSides,
    };
  });
}
