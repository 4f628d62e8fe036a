import type { PointsEarnRule, PointsRules } from '@mall/api';
import type { PointsSettings } from '../config.ts';

/**
 * `GET /api/front/user/center/integral/rules` (the issue "Account centre",
 * the earn-points list): what points are worth at checkout and the ways to
 * earn them with the amounts this mall is configured with (`POINTS_*`,
 * `REVIEW_POINTS*`). A way turned off (0 points) is left out.
 */
export function pointsRules(settings: PointsSettings): PointsRules {
  const earn: PointsEarnRule[] = [];
  if (settings.gainPerYuan > 0) earn.push({ way: 'shopping', points: settings.gainPerYuan, pointsWithPics: 0, frozenDays: settings.frozenDays });
  if (settings.reviewPoints > 0 || settings.reviewPointsWithPics > 0) {
    earn.push({ way: 'review', points: settings.reviewPoints, pointsWithPics: settings.reviewPointsWithPics, frozenDays: 0 });
  }
  return { perYuan: settings.perYuan, maxDeductionPercent: settings.maxDeductionPercent, earn };
}
