import { yupResolver } from '@hookform/resolvers/yup';
import { REPORT_MAX_DAYS, type DocumentReportRequest } from 'contract/report';
import dayjs from 'dayjs';
import type { Resolver } from 'react-hook-form';
import { fieldMessage } from 'src/components/form-fields';
import { bangkokToday } from 'src/lib/bangkok-date';
import { object, string } from 'yup';

/** The report form: dates as YYYY-MM-DD ('invalid' while half typed), the customer '' for all. */
export interface ReportForm {
  dateFrom: string;
  dateTo: string;
  customerCode: string;
}

/** This month so far, on Bangkok's calendar. */
export function defaultReportForm(today = dayjs(bangkokToday())): ReportForm {
  return {
    dateFrom: today.startOf('month').format('YYYY-MM-DD'),
    dateTo: today.format('YYYY-MM-DD'),
    customerCode: '',
  };
}

const date = string()
  .required(fieldMessage('required'))
  .test('date', fieldMessage('date'), (value) => value !== 'invalid');

/** The server's rules, checked first here: both dates, in order, at most REPORT_MAX_DAYS days. */
export const reportResolver = yupResolver(
  object({
    dateFrom: date,
    dateTo: date
      .test('range', fieldMessage('dateRange'), (value, context) => {
        const from = (context.parent as ReportForm).dateFrom;
        return !value || !from || from === 'invalid' || value >= from;
      })
      .test(
        'length',
        { key: 'report:validation.rangeTooLong', values: { days: REPORT_MAX_DAYS } },
        (value, context) => {
          const from = (context.parent as ReportForm).dateFrom;
          if (!value || !from || value === 'invalid' || from === 'invalid') return true;
          return dayjs(value).diff(dayjs(from), 'day') + 1 <= REPORT_MAX_DAYS;
        },
      ),
    customerCode: string(),
  }),
) as unknown as Resolver<ReportForm>;

export function reportRequest(form: ReportForm): DocumentReportRequest {
  return {
    dateFrom: form.dateFrom,
    dateTo: form.dateTo,
    ...(form.customerCode ? { customerCode: form.customerCode } : {}),
  };
}
