// Checked by `tsc -b` (tsconfig.server.json), never run: a handler's types are read off its
// route's schema, so changing the schema without the handler fails the type check. Each
// `@ts-expect-error` below must stay an error: if a change made the handler's types loose again
// (a hand-written body type, a cast, a schema the provider cannot read), the line would no longer
// be an error and tsc would fail on the unused directive (TS2578).
import { customerSchemas } from '../../contract/customer';
import { body, int, object, okEnvelope, pattern } from '../../contract/schema-kit';
import { ok } from '../../server/http/envelope';
import type { RoutesPlugin } from '../../server/http/route-kit';

const customerCode = pattern('^C[0-9]{6}$');
const customer = { customerCode: 'C000001', customerName: 'Example Co.' };

/** The customer module's schema as it is: the handler fits it. */
const asItIs = customerSchemas.getCustomerByCode;
/** The same call after a change of its schema: the field renamed, the answer's field retyped. */
const changed = {
  body: body({ code: customerCode }, ['code']),
  response: okEnvelope(object({ customerCode: int })),
} as const;

export const routeTypes: RoutesPlugin = (app, _options, done) => {
  app.post(
    '/as-it-is',
    { schema: asItIs },
    // @ts-expect-error the answer must carry every field of the customer, not just two
    (request) => ok({ ...customer, customerCode: request.body.customerCode }),
  );

  app.post('/changed-body', { schema: changed }, (request) => {
    // @ts-expect-error the handler still reads customerCode, which the changed body no longer has
    const code: string = request.body.customerCode;
    return ok({ customerCode: code.length });
  });

  app.post(
    '/changed-answer',
    { schema: changed },
    // @ts-expect-error the handler still answers a string where the changed answer says integer
    (request) => ok({ customerCode: request.body.code }),
  );

  done();
};
