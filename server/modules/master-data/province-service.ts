// Rules of provinces.
import type { Province, SaveProvinceRequest, SearchProvinceRequest } from '../../../contract/master-data';
import type { ServiceContext } from '../../command/context';
import type { AppDeps } from '../../deps';
import { ok, pagingOf, pickFields, searchAnswer } from '../../http/envelope';
import { notFound, ruleRefused, validationFailed } from '../../http/errors';
import { say, type Language } from '../../http/language';
import type { MasterDataCaches } from './caches';
import { fieldText, ruleText } from './messages';
import * as repo from './province-repository';
import { criterion } from '../../db/search-text';
import { runSave } from './save-flow';
import { statusNamesLoader } from './status-names';
import { statusAndStamp, type StatusNames } from './status-text';

function toProvince(r: repo.ProvinceRecord, names: StatusNames, language: Language): Province {
  return {
    ...pickFields(r, ['id', 'provinceCode', 'provinceNameTh', 'provinceNameEng', 'geoId', 'seq']),
    ...statusAndStamp(r, names, language),
  };
}

/** The cache key of a search: its normalised criteria, paging, order and language. */
function searchKey(body: SearchProvinceRequest, language: Language): string {
  const { page, size } = pagingOf(body);
  return `province-search:${JSON.stringify([
    language,
    criterion(body.provinceCode),
    criterion(body.provinceName),
    body.status,
    page,
    size,
    body.sortBy,
    body.sortDir,
  ])}`;
}

export function createProvinceService(deps: AppDeps, caches: MasterDataCaches) {
  const db = deps.db;
  const statusNames = statusNamesLoader(db, caches);

  return {
    /** Serialised answer: the province screen and address forms search often, saves are rare. */
    searchProvince(ctx: ServiceContext, body: SearchProvinceRequest): Promise<string> {
      const language = ctx.language;
      return caches.json.keep(searchKey(body, language), async () => {
        const found = await repo.searchProvinces(db, body);
        const names = await statusNames();
        return JSON.stringify(searchAnswer(body, found, (r) => toProvince(r, names, language)));
      });
    },

    listProvince(): Promise<string> {
      return caches.json.keep('province-list', async () =>
        JSON.stringify(ok(await repo.activeProvinceOptions(db))),
      );
    },

    async getProvinceByCode(ctx: ServiceContext, code: string): Promise<Province> {
      const row = await repo.findProvinceByCode(db, code);
      if (!row || row.status === 'DELETE') throw notFound();
      return toProvince(row, await statusNames(), ctx.language);
    },

    async saveProvince(ctx: ServiceContext, body: SaveProvinceRequest): Promise<Province> {
      if (body.version === undefined && body.id !== undefined) {
        throw validationFailed([{ key: 'version', description: say(ctx, fieldText.versionRequired) }]);
      }
      const actor = ctx.actor;
      const code = body.provinceCode;
      const names = {
        provinceNameTh: body.provinceNameTh.trim(),
        provinceNameEng: body.provinceNameEng.trim(),
      };
      const saved = await runSave<repo.ProvinceRecord>(deps, ctx, {
        entity: 'province',
        entityId: code,
        duplicateKey: 'PROVINCE_DUPLICATE',
        version: body.version,
        check: async (tx, current) => {
          if (current && body.status === 'DELETE' && (await repo.hasLiveDistricts(tx, code))) {
            throw ruleRefused('PROVINCE_HAS_DISTRICTS', say(ctx, ruleText.PROVINCE_HAS_DISTRICTS));
          }
        },
        create: (tx) =>
          repo.insertProvince(
            tx,
            code,
            { ...names, geoId: body.geoId ?? null, seq: body.seq ?? 0, status: body.status },
            actor,
          ),
        find: (tx) =>
          body.id !== undefined
            ? repo.findProvinceById(tx, body.id, 'update')
            : repo.findProvinceByCode(tx, code, 'update'),
        checkCurrent: (current) => {
          if (current.provinceCode !== code) {
            throw validationFailed([{ key: 'provinceCode', description: say(ctx, fieldText.codeImmutable) }]);
          }
        },
        update: (tx, current) =>
          repo.updateProvince(
            tx,
            current.id,
            {
              ...names,
              // Optional fields the form may leave out keep their stored values.
              geoId: body.geoId === undefined ? current.geoId : body.geoId,
              seq: body.seq ?? current.seq,
              status: body.status,
            },
            actor,
          ),
      });
      return toProvince(saved, await statusNames(), ctx.language);
    },
  };
}

export type ProvinceService = ReturnType<typeof createProvinceService>;
