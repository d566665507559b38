// Texts of the certificate refusals in Thai (default) and English; picked with say() per request.
import { fieldText } from '../../validation/messages';
import texts from './messages.json';

export const certificateText = { ...texts.certificateText, customerCode: fieldText.customerCode };

/** Why a PKCS#11 token could not be used (HsmErrorCode), said on the slot. */
export const tokenText = texts.tokenText;
