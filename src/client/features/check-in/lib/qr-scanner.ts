// Reads QR codes from the phone's camera. The browser's own BarcodeDetector is used where it has one (Android,
// macOS); elsewhere the same API from the barcode-detector package, backed by ZXing compiled to WebAssembly and
// loaded only when the camera is started, so no other page carries it.

type QrDetector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type DetectorClass = {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<string[]>;
};

/** Frames are read this often: quick enough to feel instant, light enough for an old phone's battery. */
const SCAN_INTERVAL_MS = 150;
/** The same code seen again within this time is the same ticket still held up to the camera. */
const REPEAT_MS = 3_000;

let detector: Promise<QrDetector> | undefined;

/**
 * Gets the decoder ready (loading and compiling ZXing where the browser has no detector of its own); called when
 * the screen opens, so scanning still works after the connection drops.
 */
export function prepareQrDetector(): Promise<QrDetector> {
  detector ??= createQrDetector().catch((err) => {
    detector = undefined;
    throw err;
  });
  return detector;
}

async function createQrDetector(): Promise<QrDetector> {
  const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (native) {
    const formats: string[] = await native.getSupportedFormats().catch(() => []);
    if (formats.includes('qr_code')) return new native({ formats: ['qr_code'] });
  }
  const { createZxingQrDetector } = await import('./zxing-qr-detector');
  return createZxingQrDetector();
}

export type QrScanner = { stop(): void };

/** Starts the back camera in `video` and calls onCode with each ticket code read; stop() frees the camera. */
export async function startQrScanner(
  video: HTMLVideoElement,
  onCode: (code: string) => void,
): Promise<QrScanner> {
  const [stream, detector] = await Promise.all([
    navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
    prepareQrDetector(),
  ]);
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = { code: '', at: 0 };
  video.srcObject = stream;
  video.muted = true;
  video.playsInline = true;
  await video.play();

  const tick = async () => {
    if (stopped) return;
    if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
      try {
        const code = (await detector.detect(video))[0]?.rawValue.trim();
        const now = Date.now();
        if (code && !stopped && (code !== last.code || now - last.at > REPEAT_MS)) onCode(code);
        if (code) last = { code, at: now };
      } catch {
        // A frame that could not be read: the next one will be.
      }
    }
    if (!stopped) timer = setTimeout(tick, SCAN_INTERVAL_MS);
  };
  void tick();

  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream.getTracks()) track.stop();
      video.srcObject = null;
    },
  };
}
