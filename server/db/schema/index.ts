// Every table of the typed query layer. Each module adds its file here
// (the SQL that creates it lives in server/db/migrations/).
import * as audit from './audit';

export const schema = { ...audit };
