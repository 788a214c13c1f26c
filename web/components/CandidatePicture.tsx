import { siteConfig } from '../../core/site-config';
import { CANDIDATE_IMAGES } from './candidate-images';

export interface CandidatePictureProps {
  variant: 'hero' | 'portrait';
  className?: string;
  /** The largest image of the first screen: fetched first and at once instead of lazily. */
  priority?: boolean;
  /** The layout width the image takes, for the browser to pick a file; defaults suit the home and bio pages. */
  sizes?: string;
}

const DEFAULT_SIZES: Record<CandidatePictureProps['variant'], string> = {
  hero: '(min-width: 56rem) 28rem, (min-width: 36rem) 60vw, 90vw',
  portrait: '(min-width: 56rem) 20rem, (min-width: 36rem) 45vw, 80vw',
};

const ALT_TEXT: Record<CandidatePictureProps['variant'], string> = {
  hero: `Illustrazione di ${siteConfig.candidate.fullName} su sfondo blu con un sole dorato e il profilo del Veneto`,
  portrait: `Ritratto illustrato di ${siteConfig.candidate.fullName}`,
};

/** The candidate's illustration in AVIF with a WebP fallback, sized so the page never jumps while it loads. */
export function CandidatePicture({ variant, className, priority = false, sizes }: CandidatePictureProps) {
  const image = CANDIDATE_IMAGES[variant];
  const srcSet = (format: 'avif' | 'webp') => image.widths.map((w) => `${image.base}-${w}.${format} ${w}w`).join(', ');
  const chosenSizes = sizes ?? DEFAULT_SIZES[variant];
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={chosenSizes} />
      <img
        src={`${image.base}-${image.widths[image.widths.length - 1]}.webp`}
        srcSet={srcSet('webp')}
        sizes={chosenSizes}
        width={image.width}
        height={image.height}
        alt={ALT_TEXT[variant]}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
