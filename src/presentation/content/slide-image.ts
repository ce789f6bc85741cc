import { isVectorImage, sizedImageUrl } from '../../domain/content';

/** The widths a raster slide image is asked for (CMS-05: quality 75). */
const SLIDE_WIDTHS = [640, 960, 1280] as const;

/**
 * Where a slide's image is loaded from, the same for the slideshow and for the lobby's skeleton
 * (and so for the pre-rendered page): one URL at width 960 for an SVG, which is sharp at any width;
 * a raster image also offers its widths, for the browser to pick. Same attributes, same request:
 * the slideshow's image comes from the cache the skeleton's filled.
 */
export const slideImageSources = (url: string): { readonly src: string; readonly srcSet?: string; readonly sizes?: string } =>
  isVectorImage(url)
    ? { src: sizedImageUrl(url, 960) }
    : {
        src: sizedImageUrl(url, 960),
        srcSet: SLIDE_WIDTHS.map((width) => `${sizedImageUrl(url, width)} ${width}w`).join(', '),
        sizes: '(min-width: 1120px) 1088px, 100vw',
      };
