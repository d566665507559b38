import { addressSchemas as s } from '../../../contract/master-data-schemas';
import { contextOf } from '../../command/context';
import { ok, sendSerialised } from '../../http/envelope';
import type { DistrictService } from './district-service';
import type { ProvinceService } from './province-service';
import { ADMIN_ONLY, ADMIN_OR_CUSTOMER, PUBLIC, routeOptions } from './route-kit';
import type { SubDistrictService } from './sub-district-service';
import type { RoutesApp } from '../../http/route-kit';

export interface AddressServices {
  province: ProvinceService;
  district: DistrictService;
  subDistrict: SubDistrictService;
}

/**
 * Provinces, districts, sub-districts. The cascading dropdown lists are public (the address
 * fields need no secret); single records carry audit fields (who edited) and are for signed-in
 * users; searches and saves are for administrators.
 */
export function registerAddressRoutes(
  app: RoutesApp,
  { province, district, subDistrict }: AddressServices,
): void {
  app.post(
    '/searchProvince',
    routeOptions(ADMIN_ONLY, s.searchProvince, 'Search provinces'),
    async (request, reply) =>
      sendSerialised(reply, await province.searchProvince(contextOf(request), request.body)),
  );

  app.post(
    '/saveProvince',
    routeOptions(ADMIN_ONLY, s.saveProvince, 'Create (no version) or update a province'),
    async (request) => ok(await province.saveProvince(contextOf(request), request.body)),
  );

  app.post(
    '/getProvinceByCode',
    routeOptions(ADMIN_OR_CUSTOMER, s.getProvinceByCode, 'A province by its 2-digit code'),
    async (request) => ok(await province.getProvinceByCode(contextOf(request), request.body.provinceCode)),
  );

  app.post(
    '/listProvince',
    routeOptions(PUBLIC, s.listProvince, 'Active provinces, by seq'),
    async (_request, reply) => sendSerialised(reply, await province.listProvince()),
  );

  app.post(
    '/searchDistrict',
    routeOptions(ADMIN_ONLY, s.searchDistrict, 'Search districts'),
    async (request) => district.searchDistrict(contextOf(request), request.body),
  );

  app.post(
    '/listDistrictByDistrictCode',
    routeOptions(
      ADMIN_OR_CUSTOMER,
      s.listDistrictByDistrictCode,
      'The district of a 4-digit code, as a list',
    ),
    async (request) =>
      ok(await district.listDistrictByDistrictCode(contextOf(request), request.body.districtCode)),
  );

  app.post(
    '/saveDistrict',
    routeOptions(ADMIN_ONLY, s.saveDistrict, 'Create (no version) or update a district'),
    async (request) => ok(await district.saveDistrict(contextOf(request), request.body)),
  );

  app.post(
    '/listDistrictByProvinceCode',
    routeOptions(PUBLIC, s.listDistrictByProvinceCode, 'Active districts of a province'),
    async (request, reply) =>
      sendSerialised(reply, await district.listDistrictByProvinceCode(request.body.provinceCode)),
  );

  app.post(
    '/searchSubDistrict',
    routeOptions(ADMIN_ONLY, s.searchSubDistrict, 'Search sub-districts'),
    async (request) => subDistrict.searchSubDistrict(contextOf(request), request.body),
  );

  app.post(
    '/getBySubDistrictCode',
    routeOptions(ADMIN_OR_CUSTOMER, s.getBySubDistrictCode, 'A sub-district by its 6-digit code'),
    async (request) =>
      ok(await subDistrict.getBySubDistrictCode(contextOf(request), request.body.subDistrictCode)),
  );

  app.post(
    '/saveSubDistrict',
    routeOptions(ADMIN_ONLY, s.saveSubDistrict, 'Create (no version) or update a sub-district'),
    async (request) => ok(await subDistrict.saveSubDistrict(contextOf(request), request.body)),
  );

  app.post(
    '/listSubDistrictByDistrictCode',
    routeOptions(PUBLIC, s.listSubDistrictByDistrictCode, 'Active sub-districts of a district'),
    async (request, reply) =>
      sendSerialised(reply, await subDistrict.listSubDistrictByDistrictCode(request.body.districtCode)),
  );
}
