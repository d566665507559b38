import type { FastifyRequest } from 'fastify';
import { conflict } from './errors';
import { say } from './language';

/** The caller's name for last_update_by and create_by. */
export function actorOf(request: FastifyRequest): string {
  return request.principal?.username ?? 'anonymous';
}

const staleText = {
  th: 'ข้อมูลนี้ถูกแก้ไขไปแล้ว กรุณาโหลดข้อมูลใหม่',
  en: 'This record has changed since you read it; reload it',
};

/** Every update and delete sends the version it read; another one → 409 STALE_RECORD (api-contract.md, Records). */
export function assertVersion(request: FastifyRequest, stored: number, sent: number): void {
  if (stored !== sent) throw conflict('STALE_RECORD', say(request, staleText));
}
