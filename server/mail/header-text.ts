/**
 * One line, without control characters: user text (a ticket's subject, a file's name) going into
 * a mail header, where a line break would start another header.
 */
export const headerText = (text: string) => text.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim(); // eslint-disable-line no-control-regex
