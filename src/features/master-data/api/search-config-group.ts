import { masterDataController } from 'contract/master-data';
import { callsOf } from 'src/lib/api-client';

export const searchConfigGroup = callsOf(masterDataController).search('searchConfigGroup');
