import { useState, type ImgHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import './photo-tiles.css';

type SafeImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'onError'> & { src: string; alt: string };

/** An image that shows a neutral tile instead of a broken icon when it fails to load (spec §8). */
export function SafeImage({ src, alt, className, ...rest }: SafeImageProps) {
  const { t } = useTranslation('photos');
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <span
        className={`safe-image__fallback ${className ?? ''}`}
        role="img"
        aria-label={alt || t('loadFailed')}
        data-testid="image-fallback"
      >
        <Icon name="photo" size={28} />
      </span>
    );
  }
  return <img src={src} alt={alt} className={className} onError={() => setFailedSrc(src)} {...rest} />;
}
