import type { ServerConfig } from '../../config';

/**
 * The seam to a service provider's connection to the Revenue Department (docs/rd-filing.md),
 * like the SMS gateway's: with RD_SUBMIT_URL set, a month's pack is one POST
 *
 *   POST <RD_SUBMIT_URL>
 *   Authorization: Bearer <RD_SUBMIT_TOKEN>      (when set)
 *   Content-Type: application/zip
 *   X-Seller-Tax-Id: 0105536112014
 *   X-Filing-Month: 2026-11
 *   <the zip>
 *
 * and a 2xx answer `{"reference": "…"}` is the Revenue Department's reference. Anything else, or
 * no answer within RD_SUBMIT_TIMEOUT_MS, is a refusal the caller reports. Without RD_SUBMIT_URL
 * there is no transport: the pack is downloaded and filed by hand.
 */
export interface RdTransport {
  submit(pack: Buffer, facts: { sellerTaxId: string; month: string }): Promise<string>;
}

export class RdTransportError extends Error {
  override name = 'RdTransportError';
}

const RD_SUBMIT_TIMEOUT_MS = 30_000;

export function rdTransportOf(
  config: Pick<ServerConfig, 'rdSubmitUrl' | 'rdSubmitToken'>,
): RdTransport | null {
  const { rdSubmitUrl: url, rdSubmitToken: token } = config;
  if (!url) return null;
  return {
    async submit(pack, facts) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/zip',
            'x-seller-tax-id': facts.sellerTaxId,
            'x-filing-month': facts.month,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: new Uint8Array(pack),
          signal: AbortSignal.timeout(RD_SUBMIT_TIMEOUT_MS),
        });
      } catch (error) {
        throw new RdTransportError(`no answer: ${error instanceof Error ? error.message : String(error)}`);
      }
      const text = await response.text().catch(() => '');
      if (!response.ok) throw new RdTransportError(`answered ${response.status}`);
      const reference = referenceOf(text);
      if (!reference) throw new RdTransportError('answered without a reference');
      return reference;
    },
  };
}

function referenceOf(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { reference?: unknown };
    return typeof body.reference === 'string' && body.reference.trim() ? body.reference.trim() : undefined;
  } catch {
    return undefined;
  }
}
