import styled from '@emotion/styled';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../base/Button/Button.tsx';
import { Dialog } from '../../base/Dialog/Dialog.tsx';
import { focusRing } from '../../theme/theme.ts';

export interface ReviewPhotosProps {
  /** Picture URLs of one review, in order. */
  pics: string[];
  /** Who wrote the review; names the viewer. */
  nickname: string;
}

/** Thumbnail side, px. */
const THUMB = 72;
/** Largest side of the enlarged picture, px. */
const LARGE = 560;

const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Thumb = styled.button`
  display: block;
  width: ${THUMB}px;
  height: ${THUMB}px;
  padding: 0;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.sm}px;
  background: ${(p) => p.theme.color.page};
  overflow: hidden;
  cursor: zoom-in;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &:hover {
    border-color: ${(p) => p.theme.color.brand};
  }
  ${focusRing}
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

/** The picture `delta` steps from `index` among `count`, wrapping around; null stays null (closed). */
function stepped(index: number | null, delta: number, count: number): number | null {
  return index === null ? null : (index + delta + count) % count;
}

/**
 * The pictures of one review as a row of 72 px thumbnails (buttons named
 * "查看第 n 张图片（共 m 张）"); a thumbnail opens the picture large in a
 * {@link Dialog}, with 上一张 / 下一张 buttons (also ←/→) and the position
 * announced politely. Renders nothing without pictures.
 * @see spec §3 Review (images), §9 (review images up to 5)
 */
export function ReviewPhotos({ pics, nickname }: ReviewPhotosProps) {
  const intl = useIntl();
  const [open, setOpen] = useState<number | null>(null);
  const count = pics.length;
  const isOpen = open !== null;

  // The viewer is modal, so ←/→ anywhere in it step through the pictures.
  useEffect(() => {
    if (!isOpen || count < 2) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      const delta = event.key === 'ArrowLeft' ? -1 : 1;
      setOpen((index) => stepped(index, delta, count));
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen, count]);

  if (count === 0) return null;

  function step(delta: number) {
    setOpen((index) => stepped(index, delta, count));
  }

  return (
    <>
      <Thumbs aria-label={intl.formatMessage({ id: 'reviewList.photos' })}>
        {pics.map((src, i) => (
          <li key={`${i}-${src}`}>
            <Thumb
              type="button"
              aria-haspopup="dialog"
              aria-label={intl.formatMessage({ id: 'reviewList.showPhoto' }, { index: i + 1, count })}
              onClick={() => setOpen(i)}
            >
              <img src={src} alt="" loading="lazy" decoding="async" />
            </Thumb>
          </li>
        ))}
      </Thumbs>
      <Dialog
        open={open !== null}
        title={intl.formatMessage({ id: 'reviewList.viewerTitle' }, { nickname })}
        onClose={() => setOpen(null)}
        width={LARGE + 2 * 20}
      >
        {open !== null && (
          <Viewer>
            <Stage>
              <img
                src={pics[open]}
                alt={intl.formatMessage({ id: 'reviewList.photoAlt' }, { index: open + 1, count })}
              />
            </Stage>
            <Controls>
              {count > 1 && (
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<ChevronLeft size={16} aria-hidden />}
                  onClick={() => step(-1)}
                >
                  {intl.formatMessage({ id: 'reviewList.previousPhoto' })}
                </Button>
              )}
              <span aria-live="polite">
                {intl.formatMessage({ id: 'reviewList.position' }, { index: open + 1, count })}
              </span>
              {count > 1 && (
                <Button variant="ghost" size="sm" onClick={() => step(1)}>
                  {intl.formatMessage({ id: 'reviewList.nextPhoto' })}
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
