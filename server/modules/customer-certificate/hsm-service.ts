// Moving a customer's signing key into a PKCS#11 slot (docs/etax-signing.md, "PKCS#11 slots"): an
// administrator has a key pair generated in the slot's token and downloads its certificate request
// for the CA; the certificate the CA issues is then uploaded and taken only when it is the
// certificate of one of those keys. From then on the customer's documents are signed in the token.
import { X509Certificate } from 'node:crypto';
import type {
  CustomerCertificate,
  HsmKeyRequest,
  HsmSlot,
  RequestHsmKeyRequest,
} from '../../../contract/customer-certificate';
import { UPLOAD_FIELD } from '../../../contract/file';
import type { ServiceContext } from '../../command/context';
import { runCommand } from '../../command/run-command';
import type { AppDeps } from '../../deps';
import { rfc4514 } from '../../etax/signing/rfc4514';
import { HsmError, type HsmErrorCode } from '../../etax/signing/pkcs11';
import { AppError, validationFailed } from '../../http/errors';
import { lazy } from '../../lazy';
import { say } from '../../http/language';
import type { ReceivedFile } from '../../http/receive-file';
import { certificateText as m, tokenText } from './messages';
import type * as repo from './repository';
import { assertLiveCustomer, saveCertificate } from './service';

// node-forge writes the request: loaded with the first one, not with the server (docs/memory.md).
const loadCsr = lazy(() => import('../../etax/signing/csr'));

/** `<customerCode>-` + the UTC time: each request a new key, all of them the customer's. */
const keyLabelPrefix = (customerCode: string) => `${customerCode}-`;
const keyLabelOf = (customerCode: string, now: Date) =>
  `${keyLabelPrefix(customerCode)}${now.toISOString().replace(/[-:]|\.\d+/g, '')}`;

/** The token did not answer: 503, said on the slot, with the reason in the caller's language. */
function unreachable(ctx: ServiceContext, error: HsmError): AppError {
  const reason: Record<HsmErrorCode, { th: string; en: string }> = tokenText;
  return new AppError(503, '102', 'Signing token unavailable', [
    { key: 'hsmSlot', description: say(ctx, reason[error.code]) },
  ]);
}

export function createHsmCertificateService(deps: AppDeps) {
  function assertSlot(ctx: ServiceContext, hsmSlot: string): void {
    if (!deps.hsm.slots.some((slot) => slot.code === hsmSlot))
      throw validationFailed([{ key: 'hsmSlot', description: say(ctx, tokenText.NOT_CONFIGURED) }]);
  }

  /** Runs token work; a token that cannot be reached is the answer's 503, not a 500. */
  async function onToken<T>(ctx: ServiceContext, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof HsmError) throw unreachable(ctx, error);
      throw error;
    }
  }

  return {
    listSlots(): HsmSlot[] {
      return deps.hsm.slots.map((slot) => ({ hsmSlot: slot.code, tokenLabel: slot.tokenLabel }));
    },

    async requestKey(ctx: ServiceContext, body: RequestHsmKeyRequest): Promise<HsmKeyRequest> {
      await assertLiveCustomer(deps, body.customerCode);
      assertSlot(ctx, body.hsmSlot);
      const keyLabel = keyLabelOf(body.customerCode, new Date());
      const csrPem = await onToken(ctx, async () => {
        const publicKey = await deps.hsm.generateKey(body.hsmSlot, keyLabel);
        const subject = {
          commonName: body.commonName.trim(),
          ...(body.organization?.trim() ? { organization: body.organization.trim() } : {}),
        };
        return (await loadCsr()).makeCsr(publicKey, subject, (data) =>
          deps.hsm.sign(body.hsmSlot, keyLabel, data),
        );
      });
      await runCommand(deps, ctx, ({ audit }) =>
        audit({
          action: 'HSM_KEY_GENERATED',
          entity: 'customer_certificate',
          entityId: body.customerCode,
          after: { hsmSlot: body.hsmSlot, keyLabel },
        }),
      );
      return {
        hsmSlot: body.hsmSlot,
        tokenLabel: deps.hsm.slotOf(body.hsmSlot).tokenLabel,
        keyLabel,
        csrPem,
      };
    },

    async uploadCertificate(ctx: ServiceContext, received: ReceivedFile): Promise<CustomerCertificate> {
      const customerCode = received.fields.customerCode?.trim() ?? '';
      const hsmSlot = received.fields.hsmSlot?.trim() ?? '';
      await assertLiveCustomer(deps, customerCode);
      assertSlot(ctx, hsmSlot);
      const fileProblem = (text: { th: string; en: string }) =>
        validationFailed([{ key: UPLOAD_FIELD, description: say(ctx, text) }]);
      let certificate: X509Certificate;
      try {
        certificate = new X509Certificate(received.content);
      } catch {
        throw fileProblem(m.notCertificate);
      }
      if (new Date(certificate.validTo).getTime() <= Date.now()) throw fileProblem(m.expired);
      const certificateDer = certificate.raw;
      const keyLabel = await onToken(ctx, () =>
        deps.hsm.keyOfCertificate(hsmSlot, certificateDer, keyLabelPrefix(customerCode)),
      );
      if (!keyLabel) throw fileProblem(m.noMatchingKey);
      const values: repo.CertificateValues = {
        hsmSlot,
        keyLabel,
        certificateDer,
        sealedKey: null,
        subject: rfc4514(certificate.subject),
        issuer: rfc4514(certificate.issuer),
        serialNumber: certificate.serialNumber.toUpperCase(),
        notBefore: new Date(certificate.validFrom),
        notAfter: new Date(certificate.validTo),
      };
      return saveCertificate(deps, ctx, customerCode, values);
    },
  };
}
