import type { FastifyInstance } from 'fastify';
import type { OperatorSession } from '../admin/operatorSessions.ts';
import type { Db } from '../db/client.ts';
import { route } from '../http/route.ts';
import { localeOf } from '../i18n/locale.ts';
import { listAdminReviews, replyToReview } from './adminReviews.ts';
import { commentOrderLine, type ReviewPointsSettings } from './comment.ts';
import { listReplyableItems } from './replyList.ts';

const apiActor = (session: OperatorSession) => ({ operatorId: session.operatorId, via: 'api' as const });

/**
 * Reviews written by shoppers and answered by shops (crmeb-api §4.7
 * `reply/list`, `comment`, §6 rule 12; the issue "After-sale", Reviews):
 * the shopper's received lines to review and reviewed, writing a review
 * (points as `points` says), and the operator's list and reply
 * (`/api/admin/reviews*`, operator-only by the contract). The goods page's
 * list and summary are the catalogue's (catalog/reviews.ts).
 */
export function reviewRoutes(app: FastifyInstance, db: Db, points: ReviewPointsSettings): void {
  route(app, db, 'GET /api/front/order/reply/list', ({ session, query, request }) =>
    listReplyableItems(db, session.userId, query, localeOf(request.headers['accept-language'])),
  );
  route(app, db, 'POST /api/front/order/comment', ({ session, body, request }) =>
    commentOrderLine(db, session.userId, body, points, localeOf(request.headers['accept-language'])),
  );
  route(app, db, 'GET /api/admin/reviews', ({ query }) => listAdminReviews(db, query));
  route(app, db, 'POST /api/admin/reviews/:id/reply', ({ operator, params, body }) => replyToReview(db, apiActor(operator), params.id, body));
}
