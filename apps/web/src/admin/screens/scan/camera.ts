/**
 * Reading QR codes from the camera: the browser's BarcodeDetector where it reads QR codes, else
 * ZXing compiled to WebAssembly (zxing-wasm), whose `.wasm` file Vite emits into our own
 * `/assets/` (never a CDN). Both load only with the scanner page.
 */
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** Reads the QR code in the video's current frame, or null. */
export type Decode = (video: HTMLVideoElement) => Promise<string | null>;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDetector(): Promise<Decode | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

async function zxingDecoder(): Promise<Decode> {
  const { prepareZXingModule, readBarcodes } = await import('zxing-wasm/reader');
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? wasmUrl : prefix + path,
    },
  });
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    const [found] = await readBarcodes(frame, { formats: ['QRCode'], maxNumberOfSymbols: 1 });
    return found && found.isValid ? found.text : null;
  };
}

/** The decoder this browser supports best. */
export async function createDecoder(): Promise<Decode> {
  return (await nativeDetector()) ?? zxingDecoder();
}

/** The back camera's stream (the front one on devices without). */
export function openCamera(): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({
    video: { facingMode: 'environment', width: { ideal: 1280 } },
    audio: false,
  });
}
