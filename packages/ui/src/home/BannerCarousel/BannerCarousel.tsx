import styled from '@emotion/styled';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '../../base/Link/Link.tsx';
import { CATEGORY_DRAWER_WIDTH } from '../../header/CategoryDrawer/CategoryDrawer.tsx';
import { focusRing } from '../../theme/theme.ts';

/** A banner of the home data (spec §3; crmeb-api §4.3 `banner`). */
export interface Banner {
  id: number;
  name: string;
  /** Picture URL, 1200×400 by design. */
  pic: string;
  /** Storefront path it leads to; '' for none. */
  url: string;
}

export interface BannerCarouselProps {
  banners: Banner[];
  /** Height in px (default 400: the 1200×400 banner). */
  height?: number;
  /** Move on by itself every this many ms; 0 (default) for manual only. Pauses on hover and focus. */
  autoPlayMs?: number;
  /**
   * Leaves room at the start for the category panel the header pins open on
   * the home page ({@link CATEGORY_DRAWER_WIDTH} and a gap), so the two sit side by side.
   */
  besideCategoryDrawer?: boolean;
}

const Root = styled.section<{ h: number; beside: boolean }>`
  position: relative;
  margin-left: ${(p) => (p.beside ? CATEGORY_DRAWER_WIDTH + p.theme.space[4] : 0)}px;
  height: ${(p) => p.h}px;
  border-radius: ${(p) => p.theme.radius.md}px;
  overflow: hidden;
  background: ${(p) => p.theme.color.surface};
`;

const Slide = styled.div<{ active: boolean }>`
  position: absolute;
  inset: 0;
  opacity: ${(p) => (p.active ? 1 : 0)};
  visibility: ${(p) => (p.active ? 'visible' : 'hidden')};
  transition: opacity ${(p) => p.theme.motion.normal * 2}ms;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  a {
    display: block;
    height: 100%;
    ${focusRing}
  }
`;

const Control = styled.button`
  position: absolute;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 0;
  border-radius: ${(p) => p.theme.radius.pill}px;
  background: rgba(0, 0, 0, 0.45);
  color: #fff;
  cursor: pointer;
  &:hover {
    background: rgba(0, 0, 0, 0.65);
  }
  ${focusRing}
`;

const Arrow = styled(Control)<{ side: 'left' | 'right' }>`
  top: 50%;
  ${(p) => p.side}: ${(p) => p.theme.space[4]}px;
  width: 40px;
  height: 40px;
  transform: translateY(-50%);
`;

const Dots = styled.div`
  position: absolute;
  left: 50%;
  bottom: ${(p) => p.theme.space[4] - (DOT_TARGET_PX - DOT_PX) / 2}px;
  transform: translateX(-50%);
  display: flex;
  align-items: center;
`;

/** A dot as drawn (px), and the square a pointer can hit around it: WCAG 2.2's 24 px minimum target. */
const DOT_PX = 10;
const DOT_TARGET_PX = 24;

/** The pill is drawn inside a transparent target of at least 24 × 24 px, so a finger or a shaky hand finds it. */
const Dot = styled.button<{ active: boolean }>`
  position: relative;
  width: ${(p) => (p.active ? 32 : DOT_TARGET_PX)}px;
  height: ${DOT_TARGET_PX}px;
  padding: 0;
  border: 0;
  border-radius: ${(p) => p.theme.radius.pill}px;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    position: absolute;
    top: 50%;
    left: 50%;
    width: ${(p) => (p.active ? 24 : DOT_PX)}px;
    height: ${DOT_PX}px;
    transform: translate(-50%, -50%);
    border-radius: ${(p) => p.theme.radius.pill}px;
    background: ${(p) => (p.active ? '#fff' : 'rgba(255, 255, 255, 0.6)')};
    box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.25);
  }
  ${focusRing}
`;

/** In the dots' row, taking its own place there (a control elsewhere is placed over the slide). */
const PauseButton = styled(Control)`
  position: relative;
  width: 28px;
  height: 28px;
  margin-right: ${(p) => p.theme.space[1]}px;
`;

/**
 * The home page's banner slides (spec §2 home, §3 home data): one banner at a
 * time with previous/next arrows and a dot per slide. With `autoPlayMs` it
 * moves on by itself, stops while pointed at or focused, and has a pause
 * button (WCAG 2.2.2). Renders nothing without banners.
 */
export function BannerCarousel({ banners, height = 400, autoPlayMs = 0, besideCategoryDrawer = false }: BannerCarouselProps) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const count = banners.length;
  const current = count > 0 ? index % count : 0;

  useEffect(() => {
    if (!autoPlayMs || count < 2 || paused || hovered) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), autoPlayMs);
    return () => clearInterval(timer);
  }, [autoPlayMs, count, paused, hovered]);

  if (count === 0) return null;
  const go = (next: number) => setIndex((next + count) % count);
  return (
    <Root
      h={height}
      beside={besideCategoryDrawer}
      aria-roledescription="carousel"
      aria-label={intl.formatMessage({ id: 'bannerCarousel.label' })}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      {banners.map((banner, i) => {
        // The first banner is the home page's largest paint: fetched first, the others when they come near.
        const picture = (
          <img src={banner.pic} alt={banner.name} loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : 'low'} />
        );
        return (
          <Slide
            key={banner.id}
            active={i === current}
            role="group"
            aria-roledescription="slide"
            aria-label={intl.formatMessage({ id: 'bannerCarousel.goTo' }, { index: i + 1, total: count })}
            aria-hidden={i !== current}
          >
            {banner.url ? (
              <Link href={banner.url} tabIndex={i === current ? 0 : -1}>
                {picture}
              </Link>
            ) : (
              picture
            )}
          </Slide>
        );
      })}
      {count > 1 && (
        <>
          <Arrow side="left" type="button" aria-label={intl.formatMessage({ id: 'bannerCarousel.previous' })} onClick={() => go(current - 1)}>
            <ChevronLeft size={22} aria-hidden />
          </Arrow>
          <Arrow side="right" type="button" aria-label={intl.formatMessage({ id: 'bannerCarousel.next' })} onClick={() => go(current + 1)}>
            <ChevronRight size={22} aria-hidden />
          </Arrow>
          <Dots>
            {autoPlayMs > 0 && (
              <PauseButton
                type="button"
                aria-label={intl.formatMessage({ id: paused ? 'bannerCarousel.play' : 'bannerCarousel.pause' })}
                onClick={() => setPaused((p) => !p)}
              >
                {paused ? <Play size={14} aria-hidden /> : <Pause size={14} aria-hidden />}
              </PauseButton>
            )}
            {banners.map((banner, i) => (
              <Dot
                key={banner.id}
                type="button"
                active={i === current}
                aria-label={intl.formatMessage({ id: 'bannerCarousel.goTo' }, { index: i + 1, total: count })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </Dots>
        </>
      )}
    </Root>
  );
}
