export { StarRating, type StarRatingProps } from './StarRating.tsx';
export { MAX_STARS, roundStars, starFills, type StarFill } from './starFills.ts';
