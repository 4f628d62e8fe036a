import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../base/Button/Button.tsx';
import { Dialog } from '../../base/Dialog/Dialog.tsx';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import { FormError } from '../../auth/shared/formParts.tsx';
import { focusRing } from '../../theme/theme.ts';
import { cropToBlob, loadPicture, type LoadedPicture } from './cropImage.ts';
import {
  CROP_ZOOM_MAX,
  CROP_ZOOM_MIN,
  cropLayout,
  cropSquare,
  initialCropView,
  panCropView,
  zoomCropView,
  type CropView,
} from './cropSquare.ts';

/** Side of the crop viewport, px. */
const VIEWPORT = 280;
/** How far an arrow key moves the picture, viewport px (ten times with Shift). */
const KEY_STEP = 8;

export interface AvatarCropDialogProps {
  /** The picture the shopper picked; the dialog is open while it is set. */
  file: Blob | null;
  /** 取消, the close button, Escape: nothing is cropped. */
  onCancel: () => void;
  /**
   * 使用头像 with the chosen square: a square JPEG (PNG when the file is PNG),
   * at most 400 × 400 px. The dialog stays open and busy until the promise settles;
   * a rejection with an `Error` shows its message, and the shopper may try again.
   */
  onConfirm: (avatar: Blob) => Promise<void> | void;
}

const Stage = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space[4]}px;
`;

const Viewport = styled.div`
  position: relative;
  width: ${VIEWPORT}px;
  height: ${VIEWPORT}px;
  overflow: hidden;
  border-radius: ${(p) => p.theme.radius.md}px;
  background: ${(p) => p.theme.color.page};
  cursor: grab;
  touch-action: none;
  user-select: none;
  &:active {
    cursor: grabbing;
  }
  img {
    position: absolute;
    max-width: none;
    pointer-events: none;
  }
  /* The round mask shows where the avatar's circle falls inside the square. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: 50%;
    box-shadow: 0 0 0 ${VIEWPORT}px rgba(255, 255, 255, 0.45);
    outline: 2px solid ${(p) => p.theme.color.surface};
    outline-offset: -2px;
    pointer-events: none;
  }
  ${focusRing}
`;

const Hint = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.font.size.sm}px;
  text-align: center;
`;

const Zoom = styled.label`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[3]}px;
  width: ${VIEWPORT}px;
  font-size: ${(p) => p.theme.font.size.sm}px;
  input {
    flex: 1;
    accent-color: ${(p) => p.theme.color.brand};
  }
`;

/** What the dialog shows: the picture being read, the picture, or that it cannot be read. */
type Loaded = { state: 'loading' } | { state: 'ready'; picture: LoadedPicture } | { state: 'unreadable' };

/**
 * 裁剪头像: the picked picture in a square viewport with the avatar's circle
 * marked; dragging it (pointer) or the arrow keys (Shift: ten times farther)
 * choose the square, the 缩放 slider (1–3×) its size. 使用头像 cuts the square
 * out with a canvas ({@link cropToBlob}) and hands it to `onConfirm`. A file
 * the browser cannot decode shows 无法读取这张图片. The picture is read in an
 * effect, so rendering on the server is safe.
 * @see spec §3 User (avatar), crmeb-wire §13 (the avatar is uploaded, then saved as a URL)
 */
export function AvatarCropDialog({ file, onCancel, onConfirm }: AvatarCropDialogProps) {
  const intl = useIntl();
  const hintId = useId();
  // Each kept with the file it is about, so a newly picked file starts loading with no old error.
  const [read, setRead] = useState<{ file: Blob; loaded: Loaded } | null>(null);
  const [view, setView] = useState<CropView>({ zoom: 1, centerX: 0, centerY: 0 });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ file: Blob; message: string } | null>(null);
  const loaded: Loaded = read && read.file === file ? read.loaded : { state: 'loading' };
  const error = failure && failure.file === file ? failure.message : null;
  const drag = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    if (!file) return;
    let current = true;
    let url: string | null = null;
    loadPicture(file).then(
      (picture) => {
        url = picture.url;
        if (!current) return URL.revokeObjectURL(picture.url);
        setView(initialCropView(picture.width, picture.height));
        setRead({ file, loaded: { state: 'ready', picture } });
      },
      () => current && setRead({ file, loaded: { state: 'unreadable' } }),
    );
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file]);

  const picture = loaded.state === 'ready' ? loaded.picture : null;
  const square = picture ? cropSquare(picture.width, picture.height, view) : null;
  const layout = picture && square ? cropLayout(picture.width, picture.height, square, VIEWPORT) : null;

  function pan(dx: number, dy: number) {
    if (picture) setView((v) => panCropView(picture.width, picture.height, v, dx, dy, VIEWPORT));
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    drag.current = { x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture(event.pointerId);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!drag.current) return;
    pan(event.clientX - drag.current.x, event.clientY - drag.current.y);
    drag.current = { x: event.clientX, y: event.clientY };
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.shiftKey ? KEY_STEP * 10 : KEY_STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    // A key moves the square the way the arrow points, the opposite of dragging the picture.
    pan(move[0], move[1]);
  }

  async function confirm() {
    if (!picture || !square || busy || !file) return;
    setBusy(true);
    setFailure(null);
    try {
      const avatar = await cropToBlob(picture.url, square, file.type);
      await onConfirm(avatar);
    } catch (problem) {
      const message = problem instanceof Error && problem.message ? problem.message : intl.formatMessage({ id: 'avatarCrop.failed' });
      setFailure({ file, message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={file !== null}
      title={intl.formatMessage({ id: 'avatarCrop.title' })}
      onClose={onCancel}
      width={400}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {intl.formatMessage({ id: 'avatarCrop.cancel' })}
          </Button>
          <Button onClick={confirm} loading={busy} disabled={!picture}>
            {intl.formatMessage({ id: 'avatarCrop.confirm' })}
          </Button>
        </>
      }
    >
      <Stage>
        {loaded.state === 'loading' && (
          <div role="region" aria-busy aria-label={intl.formatMessage({ id: 'avatarCrop.loading' })}>
            <Skeleton width={VIEWPORT} height={VIEWPORT} />
          </div>
        )}
        {loaded.state === 'unreadable' && <FormError>{intl.formatMessage({ id: 'avatarCrop.unreadable' })}</FormError>}
        {picture && layout && (
          <>
            <Viewport
              role="group"
              tabIndex={0}
              aria-label={intl.formatMessage({ id: 'avatarCrop.area' })}
              aria-describedby={hintId}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={() => (drag.current = null)}
              onPointerCancel={() => (drag.current = null)}
              onKeyDown={onKeyDown}
            >
              <img
                src={picture.url}
                alt=""
                draggable={false}
                style={{ left: layout.left, top: layout.top, width: layout.width, height: layout.height }}
              />
            </Viewport>
            <Hint id={hintId}>{intl.formatMessage({ id: 'avatarCrop.areaHint' })}</Hint>
            <Zoom>
              {intl.formatMessage({ id: 'avatarCrop.zoom' })}
              <input
                type="range"
                min={CROP_ZOOM_MIN}
                max={CROP_ZOOM_MAX}
                step={0.1}
                value={view.zoom}
                onChange={(event) => setView((v) => zoomCropView(picture.width, picture.height, v, Number(event.target.value)))}
              />
            </Zoom>
            <FormError>{error}</FormError>
          </>
        )}
      </Stage>
    </Dialog>
  );
}
