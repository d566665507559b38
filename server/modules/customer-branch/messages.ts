// Texts of the branch failures in Thai (default) and English; picked with say() per request.
import texts from './messages.json';

export const branchText = texts;
