// Texts of the refusals administrators and customer users share, in Thai (default) and English;
// each module's table names them under its own error keys.
import texts from './messages.json';

export const accountText = texts;
