// Rules of districts.
import type { ErrorDetail, SearchBody } from '../../../contract/envelope';
import type { District, SaveDistrictRequest, SearchDistrictRequest } from '../../../contract/master-data';
import type { ServiceContext } from '../../command/context';
import type { AppDeps } from '../../deps';
import { ok, pickFields, searchAnswer } from '../../http/envelope';
import { ruleRefused, validationFailed } from '../../http/errors';
import { say, type Language } from '../../http/language';
import type { MasterDataCaches } from './caches';
import * as repo from './district-repository';
import { fieldText, ruleText } from './messages';
import { findProvinceByCode } from './province-repository';
import { runSave } from './save-flow';
import { statusNamesLoader } from './status-names';
import { statusAndStamp, type StatusNames } from './status-text';

function toDistrict(r: repo.DistrictRecord, names: StatusNames, language: Language): District {
  return {
    ...pickFields(r, ['districtCode', 'provinceCode', 'districtNameTh', 'districtNameEn']),
    ...statusAndStamp(r, names, language),
  };
}

export function createDistrictService(deps: AppDeps, caches: MasterDataCaches) {
  const db = deps.db;
  const statusNames = statusNamesLoader(db, caches);

  return {
    async searchDistrict(ctx: ServiceContext, body: SearchDistrictRequest): Promise<SearchBody<District>> {
      const found = await repo.searchDistricts(db, body);
      const names = await statusNames();
      return searchAnswer(body, found, (r) => toDistrict(r, names, ctx.language));
    },

    /** `[district]`, or `[]` when there is no such (or a deleted) district. */
    async listDistrictByDistrictCode(ctx: ServiceContext, code: string): Promise<District[]> {
      const row = await repo.findDistrict(db, code);
      if (!row || row.status === 'DELETE') return [];
      return [toDistrict(row, await statusNames(), ctx.language)];
    },

    listDistrictByProvinceCode(provinceCode: string): Promise<string> {
      return caches.json.keep(`district-list:${provinceCode}`, async () =>
        JSON.stringify(ok(await repo.activeDistrictOptions(db, provinceCode))),
      );
    },

    async saveDistrict(ctx: ServiceContext, body: SaveDistrictRequest): Promise<District> {
      const actor = ctx.actor;
      const code = body.districtCode;
      const values = {
        districtNameTh: body.districtNameTh.trim(),
        districtNameEn: body.districtNameEn.trim(),
        status: body.status,
      };
      const saved = await runSave<repo.DistrictRecord>(deps, ctx, {
        entity: 'district',
        entityId: code,
        duplicateKey: 'DISTRICT_DUPLICATE',
        version: body.version,
        check: async (tx, current) => {
          const details: ErrorDetail[] = [];
          if (!code.startsWith(body.provinceCode)) {
            details.push({ key: 'districtCode', description: say(ctx, fieldText.districtPrefix) });
          }
          // FOR SHARE: the province cannot be deleted while this district is being saved.
          const parent = await findProvinceByCode(tx, body.provinceCode, 'share');
          if (!parent || parent.status === 'DELETE') {
            details.push({ key: 'provinceCode', description: say(ctx, fieldText.provinceMissing) });
          }
          if (details.length) throw validationFailed(details);
          if (current && body.status === 'DELETE' && (await repo.hasLiveSubDistricts(tx, code))) {
            throw ruleRefused('DISTRICT_HAS_SUB_DISTRICTS', say(ctx, ruleText.DISTRICT_HAS_SUB_DISTRICTS));
          }
        },
        create: (tx) => repo.insertDistrict(tx, code, body.provinceCode, values, actor),
        find: (tx) => repo.findDistrict(tx, code, 'update'),
        update: (tx) => repo.updateDistrict(tx, code, values, actor),
      });
      return toDistrict(saved, await statusNames(), ctx.language);
    },
  };
}

export type DistrictService = ReturnType<typeof createDistrictService>;
