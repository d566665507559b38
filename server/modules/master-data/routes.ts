import { MASTER_DATA_PREFIX } from '../../../contract/master-data';
import { registerAddressRoutes } from './address-routes';
import { MasterDataCaches } from './caches';
import { createConfigGroupService } from './config-group-service';
import { registerConfigGroupRoutes } from './config-group-routes';
import { createDistrictService } from './district-service';
import { registerListboxRoutes } from './listbox-routes';
import { createListboxService } from './listbox-service';
import { createProvinceService } from './province-service';
import { createSubDistrictService } from './sub-district-service';
import type { AsyncRoutesPlugin } from '../../http/route-kit';

/**
 * /api/app/masterDataController: listboxes, addresses and config groups. One cache per app
 * instance, shared by the services, cleared by every committed save here or in another process.
 */
export const masterDataRoutes: AsyncRoutesPlugin = async (app, { deps }) => {
  const caches = new MasterDataCaches();
  const stopClearing = deps.changes.on('master-data', () => caches.clear());
  app.addHook('onClose', (_instance, done) => {
    stopClearing();
    done();
  });
  await app.register(
    (scoped, _options, done) => {
      registerListboxRoutes(scoped, createListboxService(deps, caches));
      registerAddressRoutes(scoped, {
        province: createProvinceService(deps, caches),
        district: createDistrictService(deps, caches),
        subDistrict: createSubDistrictService(deps, caches),
      });
      registerConfigGroupRoutes(scoped, createConfigGroupService(deps));
      done();
    },
    { prefix: MASTER_DATA_PREFIX },
  );
};
