import styled from '@emotion/styled';
import { AlertCircle, ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../base/Button/Button.tsx';
import { Lightbox } from '../../base/Lightbox/Lightbox.tsx';
import { Thumbnail } from '../../base/Thumbnail/Thumbnail.tsx';
import { visuallyHidden } from '../../base/VisuallyHidden/VisuallyHidden.tsx';
import { focusRing } from '../../theme/theme.ts';
import { chooseFiles, DEFAULT_IMAGE_TYPES, imageTypeName, type RefusedFile } from './chooseFiles.ts';

/** A picture already uploaded (the upload answer's `url`). */
export interface UploadFieldImage {
  /** Full-size URL: what the form submits and the viewer shows. */
  url: string;
  /** A smaller picture for the tile; `url` when left out. */
  thumbUrl?: string;
  /** The file's name, if known: the viewer's alternative text. */
  name?: string;
}

/** A file being uploaded by the page, or whose upload failed. */
export interface UploadFieldPending {
  /** The page's key for this upload; what `onRetry` and `onDismiss` get back. */
  id: string;
  /** The file's name, as the shopper picked it. */
  name: string;
  /** Percent sent, 0–100 (clamped). */
  progress: number;
  /**
   * Set once the upload failed: the server's message (e.g. a 400 naming the
   * problem), or '' for the generic 上传失败. Left out while it runs.
   */
  error?: string;
  /** A failed upload offers 重试 (default true); false for an answer a retry cannot change (the file is not an image). */
  retryable?: boolean;
}

export interface UploadFieldProps {
  /** Names the field, e.g. 晒图; also the viewer's title. */
  label: string;
  /** Keep the label and the count for assistive tech only, when the form prints them beside the field. */
  hideLabel?: boolean;
  /** The pictures uploaded so far, in order. */
  images: UploadFieldImage[];
  /** Files being uploaded or failed, in order; each takes a place until it is done or dismissed. */
  pending?: UploadFieldPending[];
  /** Most pictures the field holds (spec §9: 5 for a review, 3 for a refund). */
  max: number;
  /** Largest file accepted, bytes; larger ones are refused before upload with a message. No limit when left out. */
  maxBytes?: number;
  /** MIME types accepted (JPEG, PNG and WebP by default); others are refused before upload with a message. */
  accept?: readonly string[];
  /** Files to upload: only valid ones, and never more than the places left (the others are refused with a message). */
  onFiles: (files: File[]) => void;
  /** The remove button of the uploaded picture `url`. */
  onRemove: (url: string) => void;
  /** 重试 on the failed upload `id`. */
  onRetry?: (id: string) => void;
  /** 移除 on the failed upload `id`. */
  onDismiss?: (id: string) => void;
  /** Help under the field; by default the types and size accepted ("支持 JPG、PNG 格式，单张不超过 5 MB"). */
  hint?: ReactNode;
  /** The form's message about the field as a whole (e.g. a picture still uploading on submit). */
  error?: string | null;
  /** No adding, removing or retrying (the form is being sent); pictures still open large. */
  disabled?: boolean;
}

/** Side of a picture tile, px. */
const TILE = 88;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[2]}px;
  min-width: 0;
  font-size: ${(p) => p.theme.font.size.sm}px;
`;

const Head = styled.div<{ labelHidden: boolean }>`
  display: flex;
  align-items: baseline;
  gap: ${(p) => p.theme.space[2]}px;
  color: ${(p) => p.theme.color.textMuted};
  > span:first-of-type {
    color: ${(p) => p.theme.color.text};
  }
  ${(p) => p.labelHidden && visuallyHidden}
`;

const Count = styled.span<{ full: boolean }>`
  color: ${(p) => (p.full ? p.theme.color.brand : p.theme.color.textSubtle)};
  font-size: ${(p) => p.theme.font.size.xs}px;
  font-variant-numeric: tabular-nums;
`;

const Tiles = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.li`
  position: relative;
  width: ${TILE}px;
  height: ${TILE}px;
`;

const Remove = styled.button`
  position: absolute;
  top: -6px;
  right: -6px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 22px;
  height: 22px;
  padding: 0;
  border: 2px solid ${(p) => p.theme.color.surface};
  border-radius: 50%;
  background: ${(p) => p.theme.color.textMuted};
  color: ${(p) => p.theme.color.onBrand};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${(p) => p.theme.color.brand};
  }
  &:disabled {
    display: none;
  }
  ${focusRing}
`;

const Add = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space[1]}px;
  width: ${TILE}px;
  height: ${TILE}px;
  padding: ${(p) => p.theme.space[1]}px;
  border: 1px dashed ${(p) => p.theme.color.borderStrong};
  border-radius: ${(p) => p.theme.radius.sm}px;
  background: ${(p) => p.theme.color.page};
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.font.size.xs}px;
  line-height: 1.3;
  text-align: center;
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${(p) => p.theme.color.brand};
    color: ${(p) => p.theme.color.brand};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${(p) => p.theme.color.disabledText};
    background: ${(p) => p.theme.color.disabledSurface};
  }
  &[aria-invalid='true'] {
    border-color: ${(p) => p.theme.color.danger};
  }
  ${focusRing}
`;

const Uploads = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Upload = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 220px) minmax(0, 1fr);
  align-items: center;
  gap: ${(p) => p.theme.space[3]}px;
  max-width: 560px;
`;

const FileName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${(p) => p.theme.color.text};
`;

const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]}px;
  color: ${(p) => p.theme.color.textSubtle};
  font-size: ${(p) => p.theme.font.size.xs}px;
  font-variant-numeric: tabular-nums;
`;

const Bar = styled.div<{ value: number }>`
  flex: 1;
  height: 6px;
  border-radius: ${(p) => p.theme.radius.pill}px;
  background: ${(p) => p.theme.color.border};
  overflow: hidden;
  &::after {
    content: '';
    display: block;
    width: ${(p) => p.value}%;
    height: 100%;
    background: ${(p) => p.theme.color.brand};
    transition: width ${(p) => p.theme.motion.normal}ms;
  }
`;

const Failed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space[1]}px ${(p) => p.theme.space[3]}px;
  color: ${(p) => p.theme.color.danger};
  > span {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space[1]}px;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  svg {
    flex: none;
  }
`;

const Note = styled.p<{ tone: 'muted' | 'danger' }>`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.xs}px;
  line-height: ${(p) => p.theme.font.lineHeight};
  color: ${(p) => (p.tone === 'danger' ? p.theme.color.danger : p.theme.color.textSubtle)};
  overflow-wrap: anywhere;
`;

const Refusals = styled.div`
  p {
    margin: 0;
  }
  font-size: ${(p) => p.theme.font.size.xs}px;
  line-height: ${(p) => p.theme.font.lineHeight};
  color: ${(p) => p.theme.color.danger};
  overflow-wrap: anywhere;
`;

/** What was refused at the last pick: files of a wrong type or too large, and good files that did not fit. */
interface Refusal {
  files: RefusedFile[];
  overflow: number;
}

const NO_REFUSAL: Refusal = { files: [], overflow: 0 };

/**
 * A form's field of pictures (spec §3 Review images, Refund voucher images):
 * the pictures uploaded, each a tile that opens large in the
 * {@link Lightbox} with a remove button; an add tile (a button that opens a
 * real `<input type="file" multiple>` taking `accept`); the count `n/max`;
 * the files uploading as rows with a progress bar (`role="progressbar"`,
 * 0–100), and failed ones with the caller's message (or 上传失败), 重试 and
 * 移除. Files of a wrong type, over `maxBytes`, or more than the places left
 * are refused before upload with a message naming them; `onFiles` gets only
 * the rest. Full: the add tile goes and a note says so. The caller uploads
 * (the one upload call of the mall) and moves a file from `pending` to
 * `images` when its answer comes. Focus goes to the add tile (or the first
 * picture) when the removed item's button disappears.
 * @see spec §3 Review (images), Refund (voucher images), §5 limits, §9 (review images 5, JPG/PNG); crmeb-api §4.15 upload/image
 */
export function UploadField({
  label,
  hideLabel = false,
  images,
  pending = [],
  max,
  maxBytes,
  accept = DEFAULT_IMAGE_TYPES,
  onFiles,
  onRemove,
  onRetry,
  onDismiss,
  hint,
  error,
  disabled = false,
}: UploadFieldProps) {
  const intl = useIntl();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const add = useRef<HTMLButtonElement>(null);
  const tiles = useRef<HTMLUListElement>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  // Set when a remove or dismiss button was pressed: its button goes once the
  // owner updates the lists, and the focus must not fall to the page.
  const refocus = useRef(false);

  const used = images.length + pending.length;
  const room = max - used;
  const full = room <= 0;
  const typeNames = accept.map(imageTypeName);
  const types = intl.formatList(typeNames, { type: 'conjunction' });
  const anyType = intl.formatList(typeNames, { type: 'disjunction' });
  const megabytes = maxBytes === undefined ? undefined : Math.round((maxBytes / 1024 / 1024) * 10) / 10;

  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    (add.current ?? tiles.current?.querySelector<HTMLButtonElement>('button'))?.focus();
  }, [images.length, pending.length]);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // The same file may be picked again after a failure: forget this choice.
    event.target.value = '';
    if (files.length === 0) return;
    const chosen = chooseFiles(files, { accept, maxBytes, room });
    setRefusal({ files: chosen.refused, overflow: chosen.overflow });
    if (chosen.accepted.length > 0) onFiles(chosen.accepted);
  }

  const retry = intl.formatMessage({ id: 'common.retry' });
  const dismiss = intl.formatMessage({ id: 'uploadField.dismiss' });
  // A button's name starts with its visible word, then says which file.
  const onFile = (action: string, name: string) => intl.formatMessage({ id: 'uploadField.onFile' }, { action, name });

  const labelId = `${id}-label`;
  const countId = `${id}-count`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const refusalId = `${id}-refused`;
  const hasRefusal = refusal.files.length > 0 || refusal.overflow > 0;
  const describedBy = [countId, hintId, hasRefusal ? refusalId : '', error ? errorId : ''].filter(Boolean).join(' ');

  return (
    <Root role="group" aria-labelledby={labelId}>
      <Head labelHidden={hideLabel}>
        <span id={labelId}>{label}</span>
        <Count id={countId} full={full}>
          {intl.formatMessage({ id: 'uploadField.count' }, { count: used, max })}
        </Count>
      </Head>
      <Tiles ref={tiles} aria-label={intl.formatMessage({ id: 'uploadField.images' })}>
        {images.map((image, i) => (
          <Tile key={image.url}>
            <Thumbnail
              src={image.thumbUrl ?? image.url}
              width={TILE}
              zoom="cursor"
              aria-haspopup="dialog"
              aria-label={intl.formatMessage({ id: 'uploadField.view' }, { index: i + 1, count: images.length })}
              onClick={() => setViewing(i)}
            />
            <Remove
              type="button"
              disabled={disabled}
              aria-label={intl.formatMessage({ id: 'uploadField.remove' }, { index: i + 1 })}
              onClick={() => {
                refocus.current = true;
                setRefusal(NO_REFUSAL);
                onRemove(image.url);
              }}
            >
              <X size={12} strokeWidth={3} aria-hidden />
            </Remove>
          </Tile>
        ))}
        {!full && (
          <Tile>
            <Add
              ref={add}
              type="button"
              disabled={disabled}
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
              onClick={() => input.current?.click()}
            >
              <ImagePlus size={22} strokeWidth={1.5} aria-hidden />
              {intl.formatMessage({ id: 'uploadField.add' })}
            </Add>
            <input
              ref={input}
              type="file"
              accept={accept.join(',')}
              multiple={room > 1}
              hidden
              disabled={disabled}
              onChange={pick}
            />
          </Tile>
        )}
      </Tiles>
      {pending.length > 0 && (
        <Uploads aria-label={intl.formatMessage({ id: 'uploadField.uploads' })}>
          {pending.map((upload) => {
            const progress = Math.round(Math.min(100, Math.max(0, upload.progress)));
            return (
              <Upload key={upload.id}>
                <FileName title={upload.name}>{upload.name}</FileName>
                {upload.error === undefined ? (
                  <Progress>
                    <Bar
                      value={progress}
                      role="progressbar"
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={progress}
                      aria-label={intl.formatMessage({ id: 'uploadField.uploading' }, { name: upload.name })}
                    />
                    <span aria-hidden>{intl.formatNumber(progress / 100, { style: 'percent' })}</span>
                  </Progress>
                ) : (
                  <Failed>
                    <span role="alert">
                      <AlertCircle size={14} aria-hidden />
                      {upload.error || intl.formatMessage({ id: 'uploadField.failed' })}
                    </span>
                    {upload.retryable !== false && onRetry && (
                      <Button
                        variant="link"
                        size="sm"
                        disabled={disabled}
                        aria-label={onFile(retry, upload.name)}
                        onClick={() => onRetry(upload.id)}
                      >
                        {retry}
                      </Button>
                    )}
                    {onDismiss && (
                      <Button
                        variant="link"
                        size="sm"
                        disabled={disabled}
                        aria-label={onFile(dismiss, upload.name)}
                        onClick={() => {
                          refocus.current = true;
                          onDismiss(upload.id);
                        }}
                      >
                        {dismiss}
                      </Button>
                    )}
                  </Failed>
                )}
              </Upload>
            );
          })}
        </Uploads>
      )}
      {hasRefusal && (
        <Refusals id={refusalId} role="alert">
          {refusal.files.map((file, i) => (
            <p key={`${i}-${file.name}`}>
              {file.reason === 'type'
                ? intl.formatMessage({ id: 'uploadField.wrongType' }, { name: file.name, types: anyType })
                : intl.formatMessage({ id: 'uploadField.tooBig' }, { name: file.name, size: megabytes })}
            </p>
          ))}
          {refusal.overflow > 0 && <p>{intl.formatMessage({ id: 'uploadField.tooMany' }, { max, count: refusal.overflow })}</p>}
        </Refusals>
      )}
      {full && (
        <Note tone="muted" role="status">
          {intl.formatMessage({ id: 'uploadField.full' }, { max })}
        </Note>
      )}
      <Note id={hintId} tone="muted">
        {hint ??
          (megabytes === undefined
            ? intl.formatMessage({ id: 'uploadField.hintTypes' }, { types, max })
            : intl.formatMessage({ id: 'uploadField.hint' }, { types, max, size: megabytes }))}
      </Note>
      {error && (
        <Note id={errorId} tone="danger" role="alert">
          {error}
        </Note>
      )}
      <Lightbox
        images={images.map((image) => ({ url: image.url, alt: image.name }))}
        index={viewing}
        onIndexChange={setViewing}
        onClose={() => setViewing(null)}
        title={label}
      />
    </Root>
  );
}
