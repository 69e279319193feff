import { useEffect, useState } from 'react';
import { makeQrDataUrl } from '../make-qr-data-url';

type QrCodeImageProps = { url: string; alt: string; className?: string };

/** A QR code for `url`, drawn at 600 px (sharp when printed); a blank square of its size until it is made. */
export function QrCodeImage({ url, alt, className }: QrCodeImageProps) {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void makeQrDataUrl(url, 600).then((result) => {
      if (current) setDataUrl(result);
    });
    return () => {
      current = false;
    };
  }, [url]);
  return dataUrl ? (
    <img src={dataUrl} alt={alt} width={600} height={600} className={className} data-ready="" />
  ) : (
    <div className={className} aria-busy="true" />
  );
}
