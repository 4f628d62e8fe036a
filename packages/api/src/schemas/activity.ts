import { Type } from 'typebox';
import { Id } from './common.ts';

/** Path of the activity endpoints: `:aid` is the activity id. */
export const ActivityParams = Type.Object({ aid: Id });
