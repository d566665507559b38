// The link an SMS carries (docs/documents.md "The SMS link"): anyone holding it may download that
// one document's PDF, without signing in, until it expires — nothing else is reachable through it.
// The token is the document id and the expiry, signed with a key derived from the server's secret:
// changing either breaks the signature. Short, because it is read on a phone: about 30 characters.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Where the links point: GET /d/<token> (server/modules/document/link-routes.ts). */
export const DOCUMENT_LINK_PATH = '/d';

/** How long a link works after it is sent. */
export const DOCUMENT_LINK_DAYS = 30;

const SIGNATURE_BYTES = 12; // 96 bits: guessing is hopeless, and the link stays short
const TOKEN = /^([0-9a-z]{1,11})\.([0-9a-z]{1,8})\.([A-Za-z0-9_-]{16})$/;

/** A key of its own for links, so that a link signature can never be taken for anything else. */
const linkKey = (secret: string) => createHmac('sha256', secret).update('document-link').digest();

const signature = (secret: string, payload: string) =>
  createHmac('sha256', linkKey(secret)).update(payload).digest().subarray(0, SIGNATURE_BYTES);

export function signDocumentLink(secret: string, documentId: number, expiresAt: Date): string {
  const payload = `${documentId.toString(36)}.${Math.floor(expiresAt.getTime() / 1000).toString(36)}`;
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

export type LinkCheck = { documentId: number } | { refused: 'invalid' | 'expired' };

/** The document a token opens, or why it opens none. The signature is checked before anything else. */
export function verifyDocumentLink(secret: string, token: string, now = new Date()): LinkCheck {
  const parts = TOKEN.exec(token);
  if (!parts) return { refused: 'invalid' };
  const [, id, expires, signed] = parts as unknown as [string, string, string, string];
  const expected = signature(secret, `${id}.${expires}`);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { refused: 'invalid' };
  if (parseInt(expires, 36) * 1000 <= now.getTime()) return { refused: 'expired' };
  return { documentId: parseInt(id, 36) };
}

/** The whole link for a document, valid DOCUMENT_LINK_DAYS from `now`. */
export function documentLinkUrl(
  publicUrl: string,
  secret: string,
  documentId: number,
  now = new Date(),
): string {
  const expiresAt = new Date(now.getTime() + DOCUMENT_LINK_DAYS * 86_400_000);
  return `${publicUrl}${DOCUMENT_LINK_PATH}/${signDocumentLink(secret, documentId, expiresAt)}`;
}
