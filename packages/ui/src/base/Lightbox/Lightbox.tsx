import styled from '@emotion/styled';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { steppedIndex } from './steppedIndex.ts';

/** One picture of a {@link Lightbox}. */
export interface LightboxImage {
  url: string;
  /** Alternative text; "图片，第 n 张，共 m 张" (`lightbox.alt`) when left out. */
  alt?: string;
}

export interface LightboxProps {
  /** The pictures, in order. */
  images: LightboxImage[];
  /** The picture shown, from 0; `null` (or an empty list) keeps the viewer closed. */
  index: number | null;
  /** Another picture was asked for (previous / next, ←/→), wrapping around at either end. */
  onIndexChange: (index: number) => void;
  /** The close button, Escape or a click on the backdrop. */
  onClose: () => void;
  /**
   * The dialog's title and accessible name: one for all pictures, or one per
   * picture (`index` from 0); 查看图片 (`lightbox.title`) by default.
   */
  title?: string | ((index: number, count: number) => string);
}

/** Largest side of the enlarged picture, px. */
const LARGE = 560;

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
 * A modal picture viewer, controlled by its owner: the picture `index` large
 * in a {@link Dialog} (focus trapped inside, returned to the opener on close;
 * Escape, the close button and the backdrop call `onClose`), 上一张 / 下一张
 * and ←/→ (wrapping around; no stepping with one picture) and the position
 * "2 / 5" announced politely. The one enlarged-picture view of the mall: the
 * thumbnails of {@link ImageViewer}, an upload field's pictures, a refund's vouchers.
 * @see spec §3 Review (images), Refund (voucher images), §9 (review images up to 5)
 */
export function Lightbox({ images, index, onIndexChange, onClose, title }: LightboxProps) {
  const intl = useIntl();
  const count = images.length;
  // The list may shrink under an open viewer (a refetch, a removed upload): never point past its end.
  const shown = index === null || count === 0 ? null : Math.min(Math.max(index, 0), count - 1);
  const isOpen = shown !== null;

  // The viewer is modal, so ←/→ anywhere in it step through the pictures.
  useEffect(() => {
    if (shown === null || count < 2) return;
    const from = shown;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      onIndexChange(steppedIndex(from, event.key === 'ArrowLeft' ? -1 : 1, count) ?? from);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown, count, onIndexChange]);

  function step(delta: number) {
    if (shown !== null) onIndexChange(steppedIndex(shown, delta, count) ?? shown);
  }

  const heading =
    title === undefined
      ? intl.formatMessage({ id: 'lightbox.title' })
      : typeof title === 'string'
        ? title
        : title(shown ?? 0, count);
  const image = shown === null ? undefined : images[shown];

  return (
    <Dialog open={isOpen} title={heading} onClose={onClose} width={LARGE + 2 * 20}>
      {shown !== null && image && (
        <Viewer>
          <Stage>
            <img src={image.url} alt={image.alt ?? intl.formatMessage({ id: 'lightbox.alt' }, { index: shown + 1, count })} />
          </Stage>
          <Controls>
            {count > 1 && (
              <Button variant="ghost" size="sm" icon={<ChevronLeft size={16} aria-hidden />} onClick={() => step(-1)}>
                {intl.formatMessage({ id: 'lightbox.previous' })}
              </Button>
            )}
            <span aria-live="polite">{intl.formatMessage({ id: 'lightbox.position' }, { index: shown + 1, count })}</span>
            {count > 1 && (
              <Button variant="ghost" size="sm" onClick={() => step(1)}>
                {intl.formatMessage({ id: 'lightbox.next' })}
                <ChevronRight size={16} aria-hidden />
              </Button>
            )}
          </Controls>
        </Viewer>
      )}
    </Dialog>
  );
}
