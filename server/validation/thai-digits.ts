/** Thai digits ๐–๙ (U+0E50–U+0E59) as ASCII 0–9: people type them in numbers, dates and IDs. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0E50-\u0E59]/g, (digit) => String(digit.charCodeAt(0) - 0x0e50));
}
