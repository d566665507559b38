// The reminder of months not filed (docs/rd-filing.md): from the 10th of the next month (Bangkok),
// each active CUSTOMER_ADMIN of the customer gets one mail naming every such month, once per month.
// A daily job runs it and schedules its own next run; tests call remindUnfiledMonths with a date.
import { sql } from 'drizzle-orm';
import { RD_REMINDER_DAY } from '../../../contract/rd-filing';
import { jobContext } from '../../command/context';
import { runCommand } from '../../command/run-command';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { RD_FILING_REMINDER_JOB } from '../../jobs/job-types';
import { bangkokToday } from '../../validation/date-range';
import { reminderMail } from './messages';
import * as repo from './repository';

/** 08:00 in Bangkok: when the daily run is due. */
const RUN_HOUR_UTC = 1;

/** YYYY-MM-DD on which the reminder of `month` is first due: the 10th of the next month. */
export function reminderDayOf(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return `${next}-${String(RD_REMINDER_DAY).padStart(2, '0')}`;
}

/** What one run sent: per customer, the months named and the mails enqueued. */
export interface ReminderRun {
  customerCode: string;
  months: string[];
  mails: number;
}

export async function remindUnfiledMonths(deps: AppDeps, now: Date): Promise<ReminderRun[]> {
  const today = bangkokToday(now);
  const due = (await repo.unfiledMonths(deps.db, today.slice(0, 7))).filter(
    (month) => month.remindedAt === null && reminderDayOf(month.month) <= today,
  );
  const byCustomer = new Map<string, repo.MonthFacts[]>();
  for (const month of due)
    byCustomer.set(month.customerCode, [...(byCustomer.get(month.customerCode) ?? []), month]);
  const ctx = jobContext(`job:${RD_FILING_REMINDER_JOB}`);
  const runs: ReminderRun[] = [];
  for (const [customerCode, months] of byCustomer) {
    const run = await runCommand(deps, ctx, async ({ tx, deliverMail }) => {
      const named: string[] = [];
      for (const month of months) {
        if (await repo.markReminded(tx, customerCode, month.month, ctx.actor)) named.push(month.month);
      }
      const admins = named.length ? await repo.customerAdmins(tx, customerCode) : [];
      const outboxIds: number[] = [];
      for (const admin of admins) {
        const mail = reminderMail({
          to: admin.email,
          customerName: months[0]!.customerName,
          months: named,
          url: `${deps.config.publicUrl}/customer/rd-filing`,
        });
        outboxIds.push(
          await deps.mailer.enqueue(tx, {
            ...mail,
            refEntity: 'rd_submission',
            refId: `${customerCode}/${named[0]}`,
          }),
        );
      }
      deliverMail(outboxIds);
      return { customerCode, months: named, mails: outboxIds.length };
    });
    if (run.months.length) runs.push(run);
  }
  return runs;
}

/** Tomorrow's run time (08:00 Bangkok after `now`). */
export function nextRunAfter(now: Date): Date {
  const next = new Date(now);
  next.setUTCHours(RUN_HOUR_UTC, 0, 0, 0);
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/** The one waiting run of the daily job, unless one waits already (a unique index keeps it one). */
export async function scheduleReminder(db: Db, runAt: Date): Promise<void> {
  await db.execute(sql`
    INSERT INTO job (type, payload, run_at) VALUES (${RD_FILING_REMINDER_JOB}, '{}'::jsonb, ${runAt.toISOString()}::timestamptz)
    ON CONFLICT (type) WHERE type = 'rd-filing-reminder' AND status = 'PENDING' DO NOTHING`);
}

/** The daily job: today's reminders, then tomorrow's run. */
export function registerRdReminder(deps: AppDeps): void {
  deps.jobs.register(RD_FILING_REMINDER_JOB, async () => {
    const now = new Date();
    await remindUnfiledMonths(deps, now);
    await scheduleReminder(deps.db, nextRunAfter(now));
  });
}
