// A QR code image (qrcode -> data URL), e.g. the otpauth URI of two-step set-up.
import { useEffect, useState } from 'react';
import { Image, Skeleton } from '@mantine/core';
import QRCode from 'qrcode';

export function QrCode({ value, size = 200, alt }: { value: string; size?: number; alt: string }) {
  const [url, setUrl] = useState<{ value: string; src: string } | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(value, { width: size, margin: 1 }).then(
      (src) => live && setUrl({ value, src }),
      () => live && setUrl(null),
    );
    return () => {
      live = false;
    };
  }, [value, size]);
  if (!url || url.value !== value) return <Skeleton w={size} h={size} />;
  return <Image src={url.src} w={size} h={size} alt={alt} data-testid="qr-code" />;
}
