// npm run bench:signing [count] — e-Tax XML signatures per second: the sealed PKCS#12's software
// key (SOFT_0) against a key in a PKCS#11 token (SoftHSM2 here, in a temporary token directory
// of its own). Signs ETDA's 6.5 KB Thai invoice `count` (200) times one after another with each,
// after a warm-up, then checks that every signature verifies (outside the timing). Needs Debian's
// softhsm2. Prints wall-clock and CPU-time rates; asserts only that each signature verifies.
import { readFileSync } from 'node:fs';
import { readPkcs12 } from '../server/etax/signing/pkcs12';
import { createHsmTokens } from '../server/etax/signing/pkcs11';
import { makeCsr } from '../server/etax/signing/csr';
import { signEtaxXml, softwareSigner, verifyEtaxXml, type XmlSigner } from '../server/etax/signing/xades';
import { initSoftHsmToken } from '../tests/server/support/softhsm';
import { issueFromCsr, makeTestPkcs12 } from '../tests/server/support/test-certificate';

const COUNT = Number(process.argv[2] ?? 200);
const XML = readFileSync(new URL('../tests/fixtures/etax/xades/ETDA-invoice.xml', import.meta.url), 'utf8');

async function bench(name: string, signer: XmlSigner): Promise<void> {
  await signEtaxXml(XML, signer);
  const signed: string[] = [];
  const cpu = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < COUNT; i++) signed.push(await signEtaxXml(XML, signer));
  const wallMs = performance.now() - start;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  let valid = 0;
  for (const xml of signed) if ((await verifyEtaxXml(xml)).valid) valid += 1;
  if (valid !== COUNT) throw new Error(`${name}: ${COUNT - valid} of ${COUNT} signatures do not verify`);
  const rate = (ms: number) => ((COUNT * 1000) / ms).toFixed(1);
  console.log(
    `${name.padEnd(22)} ${rate(wallMs).padStart(7)} signatures/s wall, ${rate(cpuMs).padStart(7)} per CPU-second, ` +
      `${(wallMs / COUNT).toFixed(2)} ms each; ${valid}/${COUNT} verify`,
  );
}

const p12 = makeTestPkcs12();
const software = readPkcs12(p12.p12, p12.password);
const token = initSoftHsmToken('bench-signing');
const hsm = createHsmTokens(token.hsm);
try {
  const keyLabel = 'bench-key';
  const publicKey = await hsm.generateKey('HSM_1', keyLabel);
  const csr = await makeCsr(publicKey, { commonName: 'Bench Signer' }, (data) =>
    hsm.sign('HSM_1', keyLabel, data),
  );
  const { certificateDer } = issueFromCsr(csr);
  console.log(`${COUNT} signatures of the 6.5 KB ETDA invoice (RSA-2048, SHA-512) with each key:`);
  await bench('SOFT_0 (PKCS#12)', softwareSigner(software));
  await bench('PKCS#11 (SoftHSM2)', await hsm.signer('HSM_1', keyLabel, certificateDer));
} finally {
  hsm.close();
  token.dispose();
}
