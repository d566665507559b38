// A customer's signing certificate (docs/etax-signing.md): an admin uploads the PKCS#12 and its
// password; both are sealed (server/security/key-vault.ts) and only the certificate's own facts
// (subject, issuer, serial, validity) are ever answered. Document generation opens it to sign.
import type {
  CertificateCustomerRequest,
  CustomerCertificate,
  DeleteCertificateRequest,
} from '../../../contract/customer-certificate';
import { CERTIFICATE_PASSWORD_MAX, SOFTWARE_SLOT } from '../../../contract/customer-certificate';
import { codePatterns } from '../../../contract/customer';
import { UPLOAD_FIELD } from '../../../contract/file';
import type { ServiceContext } from '../../command/context';
import { runCommand } from '../../command/run-command';
import type { AppDeps } from '../../deps';
import type { Pkcs12ErrorCode, SigningKey } from '../../etax/signing/pkcs12';
import { notFound, unsupportedType, validationFailed } from '../../http/errors';
import { say } from '../../http/language';
import type { ReceivedFile } from '../../http/receive-file';
import { toApiTime, editStampOf } from '../../http/time';
import { lazy } from '../../lazy';
import { sealCertificate } from '../../etax/sealed-certificate';
import type { HsmSlotConfig } from '../../etax/signing/hsm-slots';
import { certificateText as m } from './messages';
import * as repo from './repository';

const CUSTOMER_CODE = new RegExp(codePatterns.customerCode);

/** What is wrong with a PKCS#12 that opened (or could not be read), said on the file field. */
const FILE_PROBLEMS: Record<
  Exclude<Pkcs12ErrorCode, 'NOT_PKCS12' | 'WRONG_PASSWORD'>,
  { th: string; en: string }
> = {
  NO_KEY: m.noKey,
  NO_CERTIFICATE: m.noCertificate,
  NOT_RSA: m.notRsa,
  UNSUPPORTED: m.unsupported,
  TOO_COSTLY: m.tooCostly,
};

/** What the certificate tab shows; `tokenLabel` is the operator's (HSM_SLOTS), null for SOFT_0. */
export function toCertificate(
  record: repo.CertificateRecord,
  slots: readonly HsmSlotConfig[],
): CustomerCertificate {
  return {
    customerCode: record.customerCode,
    hsmSlot: record.hsmSlot,
    tokenLabel: slots.find((slot) => slot.code === record.hsmSlot)?.tokenLabel ?? null,
    keyLabel: record.keyLabel,
    subject: record.subject,
    issuer: record.issuer,
    serialNumber: record.serialNumber,
    notBefore: toApiTime(record.notBefore),
    notAfter: toApiTime(record.notAfter),
    ...editStampOf(record),
  };
}

/** The text fields, checked like a JSON body: 400 with every bad field. */
function fieldsOf(ctx: ServiceContext, fields: Record<string, string>) {
  const details = [];
  const customerCode = fields.customerCode?.trim() ?? '';
  if (!CUSTOMER_CODE.test(customerCode))
    details.push({ key: 'customerCode', description: say(ctx, m.customerCode) });
  // The password is taken as typed: spaces may be part of it.
  const password = fields.password ?? '';
  if (!password) details.push({ key: 'password', description: say(ctx, m.passwordRequired) });
  else if (password.length > CERTIFICATE_PASSWORD_MAX)
    details.push({ key: 'password', description: say(ctx, m.passwordTooLong) });
  if (details.length) throw validationFailed(details);
  return { customerCode, password };
}

/** The PKCS#12 reader (node-forge), loaded with the first certificate uploaded (docs/memory.md). */
const loadPkcs12 = lazy(() =>
  Promise.all([import('../../etax/signing/unlock-pkcs12'), import('../../etax/signing/pkcs12')]),
);

/** Opens the PKCS#12 (off the main thread), or says in the caller's language what is wrong with it. */
async function openPkcs12(ctx: ServiceContext, content: Buffer, password: string): Promise<SigningKey> {
  const [{ unlockPkcs12 }, { Pkcs12Error }] = await loadPkcs12();
  let key: SigningKey;
  try {
    key = await unlockPkcs12(content, password);
  } catch (error) {
    if (!(error instanceof Pkcs12Error)) throw error;
    if (error.code === 'NOT_PKCS12') throw unsupportedType(say(ctx, m.notPkcs12));
    if (error.code === 'WRONG_PASSWORD')
      throw validationFailed([{ key: 'password', description: say(ctx, m.wrongPassword) }]);
    throw validationFailed([{ key: UPLOAD_FIELD, description: say(ctx, FILE_PROBLEMS[error.code]) }]);
  }
  if (key.notAfter.getTime() <= Date.now())
    throw validationFailed([{ key: UPLOAD_FIELD, description: say(ctx, m.expired) }]);
  return key;
}

/** A live customer's code, else 404 (a deleted customer keeps no certificate). */
export async function assertLiveCustomer(deps: AppDeps, customerCode: string): Promise<void> {
  if (!(await repo.liveCustomerExists(deps.db, customerCode))) throw notFound();
}

/**
 * Stores a customer's certificate (a sealed PKCS#12 or a key in a token) with its audit row, and
 * forgets the key this process had unlocked. The audit keeps what identifies the certificate and
 * where its key lives, never the sealed key.
 */
export async function saveCertificate(
  deps: AppDeps,
  ctx: ServiceContext,
  customerCode: string,
  values: repo.CertificateValues,
): Promise<CustomerCertificate> {
  const saved = await runCommand(deps, ctx, async ({ tx, audit }) => {
    const before = await repo.findCertificate(tx, customerCode, true);
    const record = await repo.saveCertificate(tx, customerCode, values, ctx.actor);
    const facts = (r: repo.CertificateRecord) => ({
      hsmSlot: r.hsmSlot,
      keyLabel: r.keyLabel,
      subject: r.subject,
      serialNumber: r.serialNumber,
      notAfter: r.notAfter,
    });
    await audit({
      action: before ? 'UPDATE' : 'CREATE',
      entity: 'customer_certificate',
      entityId: customerCode,
      ...(before ? { before: facts(before) } : {}),
      after: facts(record),
    });
    return record;
  });
  deps.signingKeys.forget(customerCode);
  return toCertificate(saved, deps.hsm.slots);
}

export function createCertificateService(deps: AppDeps) {
  const db = deps.db;

  return {
    async upload(ctx: ServiceContext, received: ReceivedFile): Promise<CustomerCertificate> {
      const { customerCode, password } = fieldsOf(ctx, received.fields);
      await assertLiveCustomer(deps, customerCode);
      const key = await openPkcs12(ctx, received.content, password);
      const values: repo.CertificateValues = {
        hsmSlot: SOFTWARE_SLOT,
        keyLabel: null,
        certificateDer: null,
        sealedKey: sealCertificate(deps.config.signingKey, customerCode, { p12: received.content, password }),
        subject: key.subject,
        issuer: key.issuer,
        serialNumber: key.serialNumber,
        notBefore: key.notBefore,
        notAfter: key.notAfter,
      };
      return saveCertificate(deps, ctx, customerCode, values);
    },

    async get(body: CertificateCustomerRequest): Promise<CustomerCertificate | null> {
      await assertLiveCustomer(deps, body.customerCode);
      const record = await repo.findCertificate(db, body.customerCode);
      return record ? toCertificate(record, deps.hsm.slots) : null;
    },

    async remove(ctx: ServiceContext, body: DeleteCertificateRequest): Promise<void> {
      await assertLiveCustomer(deps, body.customerCode);
      await runCommand(deps, ctx, async ({ tx, audit, assertVersion }) => {
        const current = await repo.findCertificate(tx, body.customerCode, true);
        if (!current) throw notFound();
        assertVersion(current.version, body.version);
        await repo.deleteCertificate(tx, body.customerCode);
        await audit({
          action: 'DELETE',
          entity: 'customer_certificate',
          entityId: body.customerCode,
          before: { subject: current.subject, serialNumber: current.serialNumber },
        });
      });
      deps.signingKeys.forget(body.customerCode);
    },
  };
}
