import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

// ZXing's WebAssembly is served from this site's own assets (the package would fetch it from a CDN, which the
// Content-Security-Policy refuses and a venue without Internet could not reach). It is fetched and compiled as
// soon as this module loads, so the scanner still starts when the connection has dropped since.
const ready = prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
  },
  fireImmediately: true,
});

export async function createZxingQrDetector() {
  await ready;
  return new BarcodeDetector({ formats: ['qr_code'] });
}
