// Texts of the template and column failures in Thai (default) and English; picked with say().
import { fieldText } from '../../validation/messages';
import texts from './messages.json';

export const templateText = { ...texts, versionRequired: fieldText.versionRequired };
