import { useIntl } from 'react-intl';
import { ImageViewer } from '../../base/ImageViewer/ImageViewer.tsx';

export interface ReviewPhotosProps {
  /** Picture URLs of one review, in order. */
  pics: string[];
  /** Who wrote the review; names the viewer. */
  nickname: string;
}

/**
 * The pictures of one review as a row of 72 px thumbnails (buttons named
 * "查看第 n 张图片（共 m 张）") that open large in the mall's
 * {@link ImageViewer} (上一张 / 下一张, ←/→, the position announced), titled
 * after the reviewer. Renders nothing without pictures.
 * @see spec §3 Review (images), §9 (review images up to 5)
 */
export function ReviewPhotos({ pics, nickname }: ReviewPhotosProps) {
  const intl = useIntl();
  return (
    <ImageViewer
      images={pics}
      label={intl.formatMessage({ id: 'reviewList.photos' })}
      thumbLabel={(index, count) => intl.formatMessage({ id: 'reviewList.showPhoto' }, { index: index + 1, count })}
      title={intl.formatMessage({ id: 'reviewList.viewerTitle' }, { nickname })}
      alt={(index, count) => intl.formatMessage({ id: 'reviewList.photoAlt' }, { index: index + 1, count })}
    />
  );
}
