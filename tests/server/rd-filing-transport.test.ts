// Filing a month through RD_SUBMIT_URL (docs/rd-filing.md) against a local stub of the service
// provider's connection: the pack goes as one POST with the seller's tax ID, the month and the
// token, the reference answered is kept; a refusal is a 502 that leaves the month NOT_SUBMITTED.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAdminApp } from './support/app-per-file';
import { filingSeller, invoices, rdCall, type FilingSeller } from './support/rd-filing';
import { makeTestPkcs12 } from './support/test-certificate';

interface Received {
  headers: IncomingHttpHeaders;
  body: Buffer;
}
const received: Received[] = [];
/** What the stub answers next: status and body. */
let answer = { status: 200, body: '{"reference":"RD-6911-000777"}' };

const stub = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({ headers: request.headers, body: Buffer.concat(chunks) });
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
});
await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => stub.close(() => resolve())));

const { t, admin } = useAdminApp({
  rdSubmitUrl: `http://127.0.0.1:${(stub.address() as AddressInfo).port}/filings`,
  rdSubmitToken: 'stub-token',
});

let seller: FilingSeller;
const october = () => ({ customerCode: seller.customerCode, month: '2026-10' });

beforeAll(async () => {
  seller = await filingSeller(t, admin, makeTestPkcs12({ commonName: 'ผู้ขาย', organization: 'ผู้ขาย' }));
  await invoices(t, admin, seller, [['T-001', '2026-10-02']]);
});

describe('filing through RD_SUBMIT_URL', () => {
  it('answers 502 when the connection refuses the pack, and the month stays NOT_SUBMITTED', async () => {
    answer = { status: 503, body: '{"error":"maintenance"}' };
    const res = await rdCall(t, seller.filer, 'sendPack', october());
    expect(res.statusCode).toBe(502);
    expect(res.json().status.details[0].key).toBe('TRANSPORT_REFUSED');
    expect((await rdCall(t, seller.filer, 'getMonth', october())).json().data.status).toBe('NOT_SUBMITTED');
  });

  it("posts the month's pack with the seller and the token, and keeps the reference answered", async () => {
    answer = { status: 200, body: '{"reference":"RD-6911-000777"}' };
    received.length = 0;
    const pack = (await rdCall(t, seller.filer, 'downloadPack', october())).rawPayload;
    const res = await rdCall(t, seller.filer, 'sendPack', october());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'SUBMITTED',
      rdReference: 'RD-6911-000777',
      submittedBy: seller.filer.username,
    });
    expect(received).toHaveLength(1);
    expect(received[0]!.headers).toMatchObject({
      'content-type': 'application/zip',
      authorization: 'Bearer stub-token',
      'x-seller-tax-id': seller.taxId,
      'x-filing-month': '2026-10',
    });
    expect(received[0]!.body.equals(pack)).toBe(true);
  });

  it('sends a filed month no more', async () => {
    received.length = 0;
    const res = await rdCall(t, seller.filer, 'sendPack', october());
    expect(res.statusCode).toBe(409);
    expect(received).toEqual([]);
  });
});
