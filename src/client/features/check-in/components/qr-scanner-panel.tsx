import { Button } from '@client/components/ui/button';
import { useT } from '@client/lib/i18n/i18n-context';
import { CameraOff, ScanLine } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { QrScanner } from '../lib/qr-scanner';

type QrScannerPanelProps = { onCode: (code: string) => void };

/** The camera view: started by the volunteer, read continuously, stopped when they leave it. */
export function QrScannerPanel({ onCode }: QrScannerPanelProps) {
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useRef<QrScanner | null>(null);
  const latestOnCode = useRef(onCode);
  latestOnCode.current = onCode;
  const [state, setState] = useState<'off' | 'starting' | 'on'>('off');
  const [error, setError] = useState<'blocked' | 'failed' | null>(null);
  const t = useT();

  const stop = () => {
    scanner.current?.stop();
    scanner.current = null;
    setState('off');
  };
  useEffect(() => {
    // Loaded now, while the connection is surely there: the camera must start at a door without Wi-Fi too.
    void import('../lib/qr-scanner').then((m) => m.prepareQrDetector()).catch(() => undefined);
    return () => scanner.current?.stop();
  }, []);

  const start = async () => {
    if (!video.current) return;
    setError(null);
    setState('starting');
    try {
      const { startQrScanner } = await import('../lib/qr-scanner');
      scanner.current = await startQrScanner(video.current, (code) => latestOnCode.current(code));
      setState('on');
    } catch (err) {
      setState('off');
      setError(err instanceof DOMException && err.name === 'NotAllowedError' ? 'blocked' : 'failed');
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="relative aspect-[4/3] w-full overflow-hidden rounded-lg bg-black">
        {/* biome-ignore lint/a11y/useMediaCaption: a live camera view has no sound to caption */}
        <video
          ref={video}
          className="size-full object-cover"
          aria-label={t('admin.checkIn.camera.view')}
          hidden={state === 'off'}
        />
        {state !== 'on' ? (
          <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-white">
            {state === 'starting' ? t('admin.checkIn.camera.starting') : t('admin.checkIn.camera.off')}
          </p>
        ) : null}
      </div>
      {state === 'on' ? (
        <Button variant="outline" size="lg" onClick={stop}>
          <CameraOff aria-hidden="true" /> {t('admin.checkIn.camera.stop')}
        </Button>
      ) : (
        <Button size="lg" onClick={() => void start()} disabled={state === 'starting'}>
          <ScanLine aria-hidden="true" /> {t('admin.checkIn.camera.scan')}
        </Button>
      )}
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          {error === 'blocked' ? t('admin.checkIn.camera.blocked') : t('admin.checkIn.camera.failed')}
        </p>
      ) : null}
    </div>
  );
}
