// Texts of the customer failures in Thai (default) and English; picked with say() per request.
import texts from './messages.json';

export const customerText = texts;
