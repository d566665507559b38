// Rules of sub-districts.
import type { ErrorDetail, SearchBody } from '../../../contract/envelope';
import type {
  SaveSubDistrictRequest,
  SearchSubDistrictRequest,
  SubDistrict,
} from '../../../contract/master-data';
import type { ServiceContext } from '../../command/context';
import type { AppDeps } from '../../deps';
import { ok, pickFields, searchAnswer } from '../../http/envelope';
import { notFound, validationFailed } from '../../http/errors';
import { say, type Language } from '../../http/language';
import type { MasterDataCaches } from './caches';
import { findDistrict } from './district-repository';
import { fieldText } from './messages';
import { runSave } from './save-flow';
import { statusNamesLoader } from './status-names';
import { statusAndStamp, type StatusNames } from './status-text';
import * as repo from './sub-district-repository';

function toSubDistrict(r: repo.SubDistrictRecord, names: StatusNames, language: Language): SubDistrict {
  return {
    ...pickFields(r, [
      'subDistrictCode',
      'districtCode',
      'subDistrictNameTh',
      'subDistrictNameEn',
      'zipCode',
    ]),
    ...statusAndStamp(r, names, language),
  };
}

export function createSubDistrictService(deps: AppDeps, caches: MasterDataCaches) {
  const db = deps.db;
  const statusNames = statusNamesLoader(db, caches);

  return {
    async searchSubDistrict(
      ctx: ServiceContext,
      body: SearchSubDistrictRequest,
    ): Promise<SearchBody<SubDistrict>> {
      const found = await repo.searchSubDistricts(db, body);
      const names = await statusNames();
      return searchAnswer(body, found, (r) => toSubDistrict(r, names, ctx.language));
    },

    async getBySubDistrictCode(ctx: ServiceContext, code: string): Promise<SubDistrict> {
      const row = await repo.findSubDistrict(db, code);
      if (!row || row.status === 'DELETE') throw notFound();
      return toSubDistrict(row, await statusNames(), ctx.language);
    },

    listSubDistrictByDistrictCode(districtCode: string): Promise<string> {
      return caches.json.keep(`sub-district-list:${districtCode}`, async () =>
        JSON.stringify(ok(await repo.activeSubDistrictOptions(db, districtCode))),
      );
    },

    async saveSubDistrict(ctx: ServiceContext, body: SaveSubDistrictRequest): Promise<SubDistrict> {
      const actor = ctx.actor;
      const code = body.subDistrictCode;
      const values = {
        subDistrictNameTh: body.subDistrictNameTh.trim(),
        subDistrictNameEn: body.subDistrictNameEn.trim(),
        zipCode: body.zipCode,
        status: body.status,
      };
      const saved = await runSave<repo.SubDistrictRecord>(deps, ctx, {
        entity: 'sub_district',
        entityId: code,
        duplicateKey: 'SUB_DISTRICT_DUPLICATE',
        version: body.version,
        check: async (tx) => {
          const details: ErrorDetail[] = [];
          if (!code.startsWith(body.districtCode)) {
            details.push({ key: 'subDistrictCode', description: say(ctx, fieldText.subDistrictPrefix) });
          }
          // FOR SHARE: the district cannot be deleted while this sub-district is being saved.
          const parent = await findDistrict(tx, body.districtCode, 'share');
          if (!parent || parent.status === 'DELETE') {
            details.push({ key: 'districtCode', description: say(ctx, fieldText.districtMissing) });
          }
          if (details.length) throw validationFailed(details);
        },
        create: (tx) => repo.insertSubDistrict(tx, code, body.districtCode, values, actor),
        find: (tx) => repo.findSubDistrict(tx, code, 'update'),
        update: (tx) => repo.updateSubDistrict(tx, code, values, actor),
      });
      return toSubDistrict(saved, await statusNames(), ctx.language);
    },
  };
}

export type SubDistrictService = ReturnType<typeof createSubDistrictService>;
