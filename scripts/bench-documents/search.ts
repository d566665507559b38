// bench:documents, 2. search: the pages asked, the callers and their plan (scripts/bench-documents.ts).
import { DOCUMENT_SORT_BY } from '../../contract/document';
import { request } from '../bench-kit/server';
import { type Row } from '../../tests/server/support/api';
import { type Random, SEARCH_BARS, pick, weighted } from './shared';
import { BENCH_PASSWORD, type BenchCustomer, DAYS, type Loaded, type Sample, isoDay } from './data';

// ---------------------------------------------------------------- 2. search: the pages

export type Caller = 'admin' | 'largest customer' | 'smallest customer' | 'user of 2 branches';
export interface Search {
  kind: string;
  caller: Caller;
  body: Row;
  /** The call (the document search when absent). */
  path?: string;
  /** Built from a sample document the caller can see: it must find something. */
  mustFind?: boolean;
}

export function searches(
  random: Random,
  customers: BenchCustomer[],
  samples: Sample[],
  count: number,
): Search[] {
  const largest = 0;
  const smallest = customers.length - 1;
  const userCustomer = 1;
  const userBranches = customers[userCustomer]!.branches.slice(1, 3);
  const reach: Record<Caller, (s: Sample) => boolean> = {
    admin: () => true,
    'largest customer': (s) => s.customer === largest,
    'smallest customer': (s) => s.customer === smallest,
    'user of 2 branches': (s) => s.customer === userCustomer && userBranches.includes(s.branch),
  };
  const callers: Caller[] = ['admin', 'largest customer', 'smallest customer', 'user of 2 branches'];
  const callerWeights = [50, 20, 10, 20];
  const page = () => (random() < 0.75 ? 1 + Math.floor(random() * 3) : 1 + Math.floor(random() * 20));
  const order = () => ({ sortBy: pick(random, DOCUMENT_SORT_BY), sortDir: random() < 0.5 ? 'asc' : 'desc' });
  const latest = () => ({ sortBy: 'issueDate', sortDir: 'desc' });
  const buyerOf = (s: Sample) => customers[s.customer]!.buyers[s.buyer]!;
  /** Part of a buyer's name one remembers: 4–10 characters from its distinctive middle. */
  const namePart = (s: Sample) => {
    const chars = [
      ...buyerOf(s)
        .name.replace(/^(บริษัท|ห้างหุ้นส่วนจำกัด|นางสาว|นาง|นาย)\s?/, '')
        .replace(/ จำกัด.*$/, ''),
    ];
    const length = Math.min(chars.length, 4 + Math.floor(random() * 7));
    const from = Math.floor(random() * (chars.length - length + 1));
    return chars.slice(from, from + length).join('');
  };
  const numberPart = (s: Sample) => {
    const roll = random();
    if (roll < 0.4) return s.documentNo; // typed in full
    if (roll < 0.8) return s.documentNo.slice(-6); // the running number
    return s.documentNo.slice(0, -2); // the start of it
  };
  const range = () => {
    const roll = random();
    const days = roll < 0.3 ? 1 : roll < 0.6 ? 7 : roll < 0.9 ? 31 : 92;
    const from = Math.floor(random() * (DAYS - days));
    return { issueDateFrom: isoDay(from), issueDateTo: isoDay(from + days - 1) };
  };
  type Make = (caller: Caller, s: Sample) => Row | undefined;
  /** Kinds whose criteria all come from the sample: each finds at least that document. */
  const FROM_SAMPLE = new Set([
    'document type',
    'number part',
    'buyer name part',
    'buyer tax ID',
    'tax ID part',
    'one import',
  ]);
  const kinds: { weight: number; kind: string; make: Make }[] = [
    { weight: 22, kind: 'list', make: () => ({ page: page(), ...order() }) },
    {
      weight: 6,
      kind: 'customer',
      make: (caller) =>
        caller === 'admin'
          ? { customerCode: pick(random, customers).code, page: page(), ...order() }
          : undefined,
    },
    {
      weight: 6,
      kind: 'document type',
      make: (_, s) => ({ documentType: s.type, page: page(), ...order() }),
    },
    { weight: 12, kind: 'number part', make: (_, s) => ({ documentNo: numberPart(s), ...latest() }) },
    { weight: 12, kind: 'buyer name part', make: (_, s) => ({ buyerName: namePart(s), ...latest() }) },
    {
      weight: 6,
      kind: 'common word',
      make: () => ({
        buyerName: pick(random, ['บริษัท', 'จำกัด', 'สยาม', 'นางสาว', 'กรุ๊ป']),
        page: page(),
        ...order(),
      }),
    },
    { weight: 8, kind: 'buyer tax ID', make: (_, s) => ({ buyerTaxId: buyerOf(s).taxId, ...latest() }) },
    {
      weight: 2,
      kind: 'tax ID part',
      make: (_, s) => ({ buyerTaxId: buyerOf(s).taxId.slice(3, 10), ...latest() }),
    },
    {
      weight: 10,
      kind: 'issue-date range',
      make: () => ({ ...range(), page: page(), ...(random() < 0.6 ? latest() : order()) }),
    },
    {
      weight: 5,
      kind: 'delivery status',
      make: () => ({
        deliveryStatus: pick(random, ['SENT', 'PENDING', 'FAILED', 'NOT_REQUESTED']),
        page: page(),
        ...latest(),
      }),
    },
    {
      weight: 3,
      kind: 'status',
      make: () => ({ status: random() < 0.7 ? 'FAILED' : 'GENERATED', page: page(), ...order() }),
    },
    {
      weight: 4,
      kind: 'one import',
      make: (_, s) => ({ uploadId: s.uploadId, page: page(), sortBy: 'documentNo', sortDir: 'asc' }),
    },
    {
      weight: 4,
      kind: 'combined',
      make: (caller, s) => ({
        ...(caller === 'admin' ? { customerCode: customers[s.customer]!.code } : {}),
        documentType: s.type,
        ...range(),
        ...(random() < 0.5 ? { buyerName: namePart(s) } : { deliveryStatus: 'SENT' }),
        ...latest(),
      }),
    },
  ];
  const list: Search[] = [];
  while (list.length < count) {
    const caller = callers[weighted(random, callerWeights)]!;
    const reachable = samples.filter(reach[caller]);
    const kind =
      kinds[
        weighted(
          random,
          kinds.map((k) => k.weight),
        )
      ]!;
    const body = kind.make(caller, pick(random, reachable));
    if (body)
      list.push({
        kind: kind.kind,
        caller,
        body: { size: 25, ...body },
        ...(FROM_SAMPLE.has(kind.kind) ? { mustFind: true } : {}),
      });
  }
  return list;
}

// ---------------------------------------------------------------- 2. search: callers

export async function signInHeaders(base: string, caller: Caller): Promise<Record<string, string>> {
  const admin = caller === 'admin';
  const username = {
    admin: 'admin',
    'largest customer': 'bench.u900001',
    'smallest customer': 'bench.u900002',
    'user of 2 branches': 'bench.u900003',
  }[caller];
  const res = await request(base, `/api/authen/${admin ? 'admin' : 'customer'}/authenticate`, {
    body: { username, password: BENCH_PASSWORD },
  });
  if (res.status !== 200) throw new Error(`sign-in of ${username} answered ${res.status}`);
  const token = (res.json!.data as Row).accessToken as string;
  return {
    authorization: `Bearer ${token}`,
    'x-client-module': admin ? 'ADMIN' : 'CUSTOMER',
    'accept-language': 'th',
  };
}

/** What one run measures over the loaded documents: its calls, their bar, and anything after. */
export interface BenchPlan {
  name: string;
  bars: { p95: number; p99: number };
  calls(random: Random, loaded: Loaded, count: number): Search[];
  after?(base: string, loaded: Loaded): Promise<void>;
}

export const SEARCH_PLAN: BenchPlan = {
  name: 'search',
  bars: SEARCH_BARS,
  calls: (random, loaded, count) => searches(random, loaded.customers, loaded.samples, count),
};
