// An S3-compatible server for the tests (s3rver, from npm): one bucket in a fresh temporary folder,
// on a free port, with the credentials it accepts given to the AWS SDK through the environment.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types; the three calls used here are typed below.
import S3rverUntyped from 's3rver';

interface S3rver {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
const S3rver = S3rverUntyped as new (options: object) => S3rver;

export interface S3Server {
  /** FILE_STORE_URL for the bucket. */
  url: string;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'etax-files'): Promise<S3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const credentials = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };
  const saved = Object.keys(credentials).map((name) => [name, process.env[name]] as const);
  Object.assign(process.env, credentials);
  return {
    url: `s3://${bucket}?endpoint=http://127.0.0.1:${port}&region=ap-southeast-1`,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
      for (const [name, value] of saved) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    },
  };
}
