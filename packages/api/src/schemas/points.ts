import { Type } from 'typebox';
import { PageQueryProps } from './common.ts';

/** Query of `GET /api/front/user/center/integral/list`: paging only. */
export const PointsListQuery = Type.Object({ ...PageQueryProps });
