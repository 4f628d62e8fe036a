import styled from '@emotion/styled';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Thumbnail } from '../Thumbnail/Thumbnail.tsx';
import { steppedIndex } from './steppedIndex.ts';

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

/** Largest side of the enlarged picture, px. */
const LARGE = 560;

const Thumbs = styled.ul<{ gap: 2 | 4 }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[p.gap]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Viewer = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space[3]}px;
  margin: 0;
`;

const Stage = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: ${LARGE}px;
  max-height: calc(100vh - 240px);
  background: ${(p) => p.theme.color.page};
  border-radius: ${(p) => p.theme.radius.sm}px;
  img {
    display: block;
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }
`;

const Controls = styled.figcaption`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space[4]}px;
  color: ${(p) => p.theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

/**
 * Pictures that open large: a row of {@link Thumbnail} buttons (`aria-haspopup`
 * dialog); one opens its picture in a {@link Dialog} with 上一张 / 下一张
 * (also ←/→, wrapping around) and the position ("2 / 5") announced politely.
 * Closing returns the focus to the thumbnail. The one picture viewer of the
 * mall: review photos, a shop's licences.
 * @see spec §3 Review (images), Merchant/shop (qualification), §9 (review images up to 5, qualification pictures up to 10)
 */
export function ImageViewer({ images, label, thumbLabel, title, alt, size = 'sm' }: ImageViewerProps) {
  const intl = useIntl();
  const [open, setOpen] = useState<number | null>(null);
  const count = images.length;
  // The list may shrink under an open viewer (a refetch): never point past its end.
  const shown = open === null || count === 0 ? null : Math.min(open, count - 1);
  const isOpen = shown !== null;

  // The viewer is modal, so ←/→ anywhere in it step through the pictures.
  useEffect(() => {
    if (!isOpen || count < 2) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      const delta = event.key === 'ArrowLeft' ? -1 : 1;
      setOpen((index) => steppedIndex(index, delta, count));
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen, count]);

  if (count === 0) return null;
  const thumb = THUMB[size];

  function step(delta: number) {
    setOpen((index) => steppedIndex(index, delta, count));
  }

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
      <Dialog
        open={isOpen}
        title={typeof title === 'string' ? title : title(shown ?? 0, count)}
        onClose={() => setOpen(null)}
        width={LARGE + 2 * 20}
      >
        {shown !== null && (
          <Viewer>
            <Stage>
              <img src={images[shown]} alt={alt(shown, count)} />
            </Stage>
            <Controls>
              {count > 1 && (
                <Button variant="ghost" size="sm" icon={<ChevronLeft size={16} aria-hidden />} onClick={() => step(-1)}>
                  {intl.formatMessage({ id: 'imageViewer.previous' })}
                </Button>
              )}
              <span aria-live="polite">{intl.formatMessage({ id: 'imageViewer.position' }, { index: shown + 1, count })}</span>
              {count > 1 && (
                <Button variant="ghost" size="sm" onClick={() => step(1)}>
                  {intl.formatMessage({ id: 'imageViewer.next' })}
                  <ChevronRight size={16} aria-hidden />
                </Button>
              )}
            </Controls>
          </Viewer>
        )}
      </Dialog>
    </>
  );
}
