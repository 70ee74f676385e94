import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONTENT_IMAGE_DENSITIES,
  CONTENT_IMAGE_WIDTHS,
  densitySources,
  widthSources,
} from '@/components/content/contentImageSources';

const IMAGE = {
  url: 'https://images.example.com/guildhall/card.webp?auto=format,compress',
  alt: 'A card',
};

/** Each srcset candidate as [url, descriptor]. */
const candidates = (srcSet: string) => srcSet.split(', ').map((candidate) => candidate.split(' '));

describe('content image sources (spec 9: widths 640, 828, 1200, 2048, 3840; densities 1, 2, 3)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a fluid image has one candidate per width of the image service, keeping its parameters', () => {
    const sources = widthSources(IMAGE)!;
    expect(CONTENT_IMAGE_WIDTHS).toEqual([640, 828, 1200, 2048, 3840]);
    const parsed = candidates(sources.srcSet);
    expect(parsed.map(([, descriptor]) => descriptor)).toEqual([
      '640w',
      '828w',
      '1200w',
      '2048w',
      '3840w',
    ]);
    for (const [url, descriptor] of parsed) {
      const params = new URL(url!).searchParams;
      expect(params.get('width')).toBe(descriptor!.replace('w', ''));
      expect(params.get('auto')).toBe('format,compress');
    }
    expect(new URL(sources.src).searchParams.get('auto')).toBe('format,compress');
  });

  it('a fixed-size image has one candidate per pixel density at its CSS width', () => {
    const sources = densitySources(IMAGE, 64)!;
    expect(CONTENT_IMAGE_DENSITIES).toEqual([1, 2, 3]);
    const parsed = candidates(sources.srcSet);
    expect(parsed.map(([, descriptor]) => descriptor)).toEqual(['1x', '2x', '3x']);
    for (const [url, descriptor] of parsed) {
      const params = new URL(url!).searchParams;
      expect(params.get('width')).toBe('64');
      expect(params.get('dpr')).toBe(descriptor!.replace('x', ''));
    }
  });

  it('an empty image field gives no sources (the card shows no image)', () => {
    expect(widthSources(undefined)).toBeNull();
    expect(widthSources({ url: null, alt: null })).toBeNull();
    expect(widthSources({ url: '  ' })).toBeNull();
    expect(densitySources({}, 64)).toBeNull();
  });

  it("a path is resolved against the page's origin, and without a page it gives no sources", () => {
    expect(widthSources({ url: '/api/content/images/a.webp' })).toBeNull();
    vi.stubGlobal('location', { origin: 'https://guildhall.example' });
    expect(widthSources({ url: '/api/content/images/a.webp' })!.src).toBe(
      'https://guildhall.example/api/content/images/a.webp',
    );
  });
});
