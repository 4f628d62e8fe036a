export {
  ActivityBlock,
  ACTIVITY_CAROUSEL_PAGE,
  ACTIVITY_GRID_COUNT,
  ACTIVITY_BIG_IMAGE_COUNT,
  type ActivityBlockProps,
  type Activity,
  type ActivityGoods,
  type ActivityType,
} from './ActivityBlock.tsx';
