// The Debian tools that check a document independently of the code that made it (CI installs
// them): xmllint for the official XSD, xmlsec1 for the XML signature, qpdf for the PDF's syntax
// and objects, pdfdetach for the files inside a PDF. Each works on a copy in a temporary folder.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SCHEMAS_DIR } from '../../../server/etax/xml/schema-files';

/** xmlsec1 looks the XAdES SignedProperties up by this Id attribute. */
const XADES_SIGNED_PROPERTIES = 'http://uri.etsi.org/01903/v1.3.2#:SignedProperties';

export interface ToolResult {
  ok: boolean;
  /** What the tool printed (stdout and stderr). */
  output: string;
}

function inTempDir<T>(work: (dir: string) => T): T {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'document-tools-'));
  try {
    return work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function run(command: string, args: string[]): ToolResult {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) throw result.error;
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

/** `work` on `content` written to `name` in a temporary folder: the file's path and the folder. */
function onFile<T>(name: string, content: string | Uint8Array, work: (file: string, dir: string) => T): T {
  return inTempDir((dir) => {
    const file = path.join(dir, name);
    writeFileSync(file, content);
    return work(file, dir);
  });
}

/** xmllint --schema with one of the official XSDs (a path under server/etax/schemas/v2.0). */
export function xmllint(xml: string | Uint8Array, xsdFile: string): ToolResult {
  return onFile('document.xml', xml, (file) =>
    run('xmllint', ['--noout', '--schema', path.join(SCHEMAS_DIR, xsdFile), file]),
  );
}

/** xmlsec1 --verify with the key of `certificatePem` only (the XML's own KeyInfo is not trusted). */
export function xmlsec1Verify(xml: string | Uint8Array, certificatePem: string): ToolResult {
  return onFile('document.xml', xml, (file, dir) => {
    const certificate = path.join(dir, 'signer.pem');
    writeFileSync(certificate, certificatePem);
    return run('xmlsec1', [
      '--verify',
      '--pubkey-cert-pem',
      certificate,
      '--enabled-key-data',
      'rsa',
      '--id-attr:Id',
      XADES_SIGNED_PROPERTIES,
      file,
    ]);
  });
}

function qpdf(pdf: Uint8Array, args: string[]): ToolResult {
  return onFile('document.pdf', pdf, (file) => run('qpdf', [...args, file]));
}

export function qpdfCheck(pdf: Uint8Array): ToolResult {
  return qpdf(pdf, ['--check']);
}

/** qpdf --show-object: one object of the PDF as qpdf reads it ('trailer', or '12' for object 12 0 R). */
export function qpdfShowObject(pdf: Uint8Array, object: string): ToolResult {
  return qpdf(pdf, [`--show-object=${object}`]);
}

/** pdfdetach's list of the embedded files, and the bytes of the first one. */
export function pdfDetach(pdf: Uint8Array): { list: string; first: Buffer } {
  return onFile('document.pdf', pdf, (file, dir) => {
    const out = path.join(dir, 'attachment');
    const list = run('pdfdetach', ['-list', file]);
    const saved = run('pdfdetach', ['-save', '1', '-o', out, file]);
    if (!list.ok || !saved.ok) throw new Error(`pdfdetach failed: ${list.output}${saved.output}`);
    return { list: list.output, first: readFileSync(out) };
  });
}

/** Every object of the PDF as qpdf reads it (qpdf --json, objects only; stream data left out). */
export function qpdfObjects(pdf: Uint8Array): Record<string, unknown> {
  const result = qpdf(pdf, ['--json=2', '--json-key=qpdf']);
  if (!result.ok) throw new Error(`qpdf --json failed: ${result.output}`);
  const json = JSON.parse(result.output) as { qpdf: [unknown, Record<string, unknown>] };
  return json.qpdf[1];
}
