import styled from '@emotion/styled';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Thumbnail } from '../../base/Thumbnail/Thumbnail.tsx';

export interface GoodsGalleryProps {
  /** Picture URLs in order (the goods' `sliderImage`); the first is shown first. */
  images: string[];
  /** The goods name; the pictures' alternative text is made from it. */
  alt: string;
}

/** Size of the main picture, px. */
const MAIN = 420;
/** Thumbnail size, px: five fit under the main picture. */
const THUMB = 72;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[3]}px;
  width: ${MAIN}px;
`;

const Main = styled.div`
  width: ${MAIN}px;
  height: ${MAIN}px;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md}px;
  background: ${(p) => p.theme.color.surface};
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Placeholder = styled(Main)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space[2]}px;
  background: ${(p) => p.theme.color.page};
  color: ${(p) => p.theme.color.textSubtle};
  font-size: ${(p) => p.theme.font.size.sm}px;
  svg {
    color: ${(p) => p.theme.color.borderStrong};
  }
`;

const Thumbs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(MAIN - 5 * THUMB) / 4}px;
`;

/**
 * The pictures of a goods detail page: a 420 px square main picture and a row
 * of 72 px {@link Thumbnail}s under it (wrapping beyond five). Pressing a
 * thumbnail (click, or Enter/Space when focused) shows it; the shown one is
 * marked `aria-current`. One picture shows no thumbnails; none shows a
 * neutral "no picture" placeholder.
 * @see spec §2 goods detail, §3 Goods
 */
export function GoodsGallery({ images, alt }: GoodsGalleryProps) {
  const intl = useIntl();
  const [selected, setSelected] = useState(0);
  if (images.length === 0) {
    return (
      <Root>
        <Placeholder role="img" aria-label={`${alt} · ${intl.formatMessage({ id: 'goodsGallery.noImage' })}`}>
          <ImageOff size={56} strokeWidth={1.25} aria-hidden />
          <span aria-hidden>{intl.formatMessage({ id: 'goodsGallery.noImage' })}</span>
        </Placeholder>
      </Root>
    );
  }
  // The list may shrink (new goods, fewer pictures): never point past its end.
  const current = Math.min(selected, images.length - 1);
  const several = images.length > 1;
  return (
    <Root>
      <Main>
        {/* The goods page's largest paint. */}
        <img
          src={images[current]}
          fetchPriority="high"
          alt={
            several
              ? intl.formatMessage({ id: 'goodsGallery.imageAlt' }, { name: alt, index: current + 1, count: images.length })
              : alt
          }
        />
      </Main>
      {several && (
        <Thumbs role="group" aria-label={intl.formatMessage({ id: 'goodsGallery.label' })}>
          {images.map((src, i) => (
            <Thumbnail
              // Pictures may repeat, so the index is part of the key.
              key={`${i}-${src}`}
              src={src}
              width={THUMB}
              current={i === current}
              aria-label={intl.formatMessage({ id: 'goodsGallery.show' }, { index: i + 1 })}
              onClick={() => setSelected(i)}
            />
          ))}
        </Thumbs>
      )}
    </Root>
  );
}
