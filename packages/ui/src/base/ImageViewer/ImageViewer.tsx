import styled from '@emotion/styled';
import { useState } from 'react';
import { Lightbox } from '../Lightbox/Lightbox.tsx';
import { Thumbnail } from '../Thumbnail/Thumbnail.tsx';

/**
 * Thumbnail presets: `sm` 72 px squares close together (review photos);
 * `lg` 150 × 200 px portraits with a magnifier (licences, documents).
 */
export type ImageViewerSize = 'sm' | 'lg';

export interface ImageViewerProps {
  /** Picture URLs in order; none renders nothing. */
  images: string[];
  /** Names the row of thumbnails, e.g. 评价图片. */
  label: string;
  /** Name of the thumbnail of picture `index` (from 0) of `count`, e.g. "查看第 1 张图片（共 3 张）". */
  thumbLabel: (index: number, count: number) => string;
  /** The viewer's title: one for all pictures, or one per picture. */
  title: string | ((index: number, count: number) => string);
  /** Alternative text of the enlarged picture `index` (from 0) of `count`. */
  alt: (index: number, count: number) => string;
  size?: ImageViewerSize;
}

const THUMB: Record<ImageViewerSize, { width: number; height: number; gap: 2 | 4 }> = {
  sm: { width: 72, height: 72, gap: 2 },
  lg: { width: 150, height: 200, gap: 4 },
};

const Thumbs = styled.ul<{ gap: 2 | 4 }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[p.gap]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * Pictures that open large: a row of {@link Thumbnail} buttons (`aria-haspopup`
 * dialog); one opens its picture in the {@link Lightbox} with 上一张 / 下一张
 * (also ←/→, wrapping around) and the position ("2 / 5") announced politely.
 * Closing returns the focus to the thumbnail. For a row of pictures that only
 * opens (review photos, a shop's licences); pieces whose thumbnails do more
 * (an upload field) drive the {@link Lightbox} themselves.
 * @see spec §3 Review (images), Merchant/shop (qualification), §9 (review images up to 5, qualification pictures up to 10)
 */
export function ImageViewer({ images, label, thumbLabel, title, alt, size = 'sm' }: ImageViewerProps) {
  const [open, setOpen] = useState<number | null>(null);
  const count = images.length;
  if (count === 0) return null;
  const thumb = THUMB[size];

  return (
    <>
      <Thumbs gap={thumb.gap} aria-label={label}>
        {images.map((src, i) => (
          // Pictures may repeat, so the index is part of the key.
          <li key={`${i}-${src}`}>
            <Thumbnail
              src={src}
              width={thumb.width}
              height={thumb.height}
              zoom={size === 'lg' ? 'badge' : 'cursor'}
              aria-haspopup="dialog"
              aria-label={thumbLabel(i, count)}
              onClick={() => setOpen(i)}
            />
          </li>
        ))}
      </Thumbs>
      <Lightbox
        images={images.map((url, i) => ({ url, alt: alt(i, count) }))}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
        title={title}
      />
    </>
  );
}
