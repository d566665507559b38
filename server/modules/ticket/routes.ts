import { TICKET_PREFIX as PREFIX, ticketSchemas as s } from '../../../contract/ticket';
import { contextOf } from '../../command/context';
import { ok } from '../../http/envelope';
import { routeOptions, type Controller, type RoutesPlugin } from '../../http/route-kit';
import { patternTexts } from '../../validation/pattern-texts';
import { ticketMessages } from './messages';
import { createTicketReadService } from './read-service';
import { COMMENT_FIELDS, CREATE_FIELDS, receiveTicketForm } from './ticket-form';
import { createTicketWriteService } from './write-service';

/** Administrators, and every user of a customer, whatever its role, for its own customer's tickets. */
const controller: Controller = {
  tag: 'ticket',
  access: { roles: ['ADMIN', 'CUSTOMER'] },
  patternTexts: {
    ...patternTexts,
    ticketRequestNo: ticketMessages.ticketRequestNo,
    createDateFrom: { th: 'วันที่ไม่ถูกต้อง', en: 'is not a valid date' },
    createDateTo: { th: 'วันที่ไม่ถูกต้อง', en: 'is not a valid date' },
  },
};

/** /api/app/ticketController: support requests, their conversation and status (docs/tickets.md). */
export const ticketRoutes: RoutesPlugin = (app, { deps }, done) => {
  const reads = createTicketReadService(deps);
  const writes = createTicketWriteService(deps, reads);

  app.post(
    `${PREFIX}/search`,
    routeOptions(controller, s.search, 'Search tickets (newest first unless sorted)'),
    (request) => reads.search(contextOf(request), request.body),
  );

  app.post(
    `${PREFIX}/getByRequestNo`,
    routeOptions(controller, s.getByRequestNo, 'A ticket with its comments and history (marks it read)'),
    async (request) => ok(await reads.detail(contextOf(request), request.body.ticketRequestNo)),
  );

  app.post(
    `${PREFIX}/create`,
    routeOptions(controller, s.create, 'Open a ticket (multipart: fields and up to 3 files)'),
    async (request) =>
      ok(await writes.create(contextOf(request), await receiveTicketForm(request, CREATE_FIELDS))),
  );

  app.post(
    `${PREFIX}/update`,
    routeOptions(controller, s.update, 'Move the status or change the priority'),
    async (request) => ok(await writes.update(contextOf(request), request.body)),
  );

  app.post(
    `${PREFIX}/addComment`,
    routeOptions(controller, s.addComment, 'Add a comment (multipart: fields and up to 3 files)'),
    async (request) =>
      ok(await writes.addComment(contextOf(request), await receiveTicketForm(request, COMMENT_FIELDS))),
  );

  app.post(
    `${PREFIX}/unreadCount`,
    routeOptions(controller, s.unreadCount, 'Tickets with something the caller has not seen'),
    async (request) => ok(await reads.unreadCount(contextOf(request))),
  );
  done();
};
