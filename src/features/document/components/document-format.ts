import { formatDecimal } from 'src/lib/decimal-format';

// Moved to src/lib (the import screen shows amounts too); kept here for the document screens.
export { formatAmount, formatDecimal } from 'src/lib/decimal-format';

/** A quantity or a rate: as many decimals as it has ("7.00" → "7", "1.50" → "1.5"). */
export const formatQuantity = (value: string | null | undefined) => formatDecimal(value, 0);

/** '00000' is the head office (as the PDF writes it). */
export const HEAD_OFFICE_BRANCH = '00000';
