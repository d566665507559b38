/** Why a typed number is refused (a list:validation key), or undefined. */
export function numberProblem(
  text: string,
  min: number,
  max: number,
  integer: boolean,
): 'required' | 'decimal' | 'integer' | 'min' | 'max' | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return 'decimal';
  const value = Number(trimmed);
  if (integer && !Number.isInteger(value)) return 'integer';
  if (value < min) return 'min';
  if (value > max) return 'max';
  return undefined;
}
