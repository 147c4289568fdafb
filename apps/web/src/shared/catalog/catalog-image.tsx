/** An image of the museum's catalog (`/static/...` or an absolute URL), resolved like the logo. */
import { assetUrl } from '@/shared/api/api-base';
import { useApiClient } from '@/shared/api/api-context';

export interface CatalogImageProps {
  readonly src: string;
  /** The alternative text; empty when the image only repeats a text beside it. */
  readonly alt: string;
  readonly className?: string;
  readonly width?: number;
  readonly height?: number;
  readonly eager?: boolean;
}

export function CatalogImage({ src, alt, className, width, height, eager }: CatalogImageProps) {
  const client = useApiClient();
  return (
    <img
      className={className}
      src={assetUrl(src, client.apiBase)}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
