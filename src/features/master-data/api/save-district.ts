import { masterDataController } from 'contract/master-data';
import { callsOf } from 'src/lib/api-client';

export const saveDistrict = callsOf(masterDataController).post('saveDistrict');
