import { masterDataController } from 'contract/master-data';
import { callsOf } from 'src/lib/api-client';

export const saveListBoxMaster = callsOf(masterDataController).post('saveListBoxMaster');
