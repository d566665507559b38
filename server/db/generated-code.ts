import { sql, type SQL } from 'drizzle-orm';

/**
 * The next code of a sequence with its prefix, zero-padded to `digits` and growing past them
 * (C000001 … C999999, C1000000): lpad alone would cut the number and repeat codes.
 */
export function nextCode(
  sequence: 'customer_code_seq' | 'customer_user_code_seq' | 'admin_code_seq' | 'upload_template_code_seq',
  prefix: string,
  digits: number,
): SQL<string> {
  return sql<string>`(SELECT ${prefix} || lpad(n::text, greatest(${digits}, length(n::text)), '0') FROM nextval(${sequence}::regclass) AS n)`;
}
